module {
  util.func public @nested_scf_inplace(%arg0: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.tensor.sizeof tensor<256xf32> : index
    %1 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%0}
    %2 = scf.for %arg1 = %c0 to %c5 step %c1 iter_args(%arg2 = %1) -> (!stream.resource<external>) {
      %6 = scf.for %arg3 = %c0 to %c5 step %c1 iter_args(%arg4 = %arg2) -> (!stream.resource<external>) {
        %7 = stream.async.fill %c123_i32, %arg4[%c0 to %c100 for %c100] : i32 -> %arg4 as !stream.resource<external>{%0}
        scf.yield %7 : !stream.resource<external>
      }
      scf.yield %6 : !stream.resource<external>
    }
    %3 = stream.async.slice %2[%c0 to %0] : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %4 = stream.async.transfer %3 : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %5 = stream.tensor.export %4 : tensor<256xf32> in !stream.resource<external>{%0} -> !util.buffer
    util.return %5 : !util.buffer
  }
}

