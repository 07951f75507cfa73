module {
  util.func public @scf_if_inplace_both_branches(%arg0: i1, %arg1: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = stream.tensor.sizeof tensor<256xf32> : index
    %1 = stream.tensor.import consume %arg1 : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%0}
    %2 = scf.if %arg0 -> (!stream.resource<external>) {
      %6 = stream.async.fill %c123_i32, %1[%c0 to %c100 for %c100] : i32 -> %1 as !stream.resource<external>{%0}
      scf.yield %6 : !stream.resource<external>
    } else {
      %6 = stream.async.fill %c456_i32, %1[%c0 to %c100 for %c100] : i32 -> %1 as !stream.resource<external>{%0}
      scf.yield %6 : !stream.resource<external>
    }
    %3 = stream.async.slice %2[%c0 to %0] : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %4 = stream.async.transfer %3 : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %5 = stream.tensor.export %4 : tensor<256xf32> in !stream.resource<external>{%0} -> !util.buffer
    util.return %5 : !util.buffer
  }
}

