module {
  util.func public @consume_import_in_if(%arg0: i1, %arg1: !util.buffer) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.tensor.import consume %arg1 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = scf.if %arg0 -> (!stream.resource<external>) {
      %2 = stream.async.clone %0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
      %3 = stream.async.fill %c123_i32, %2[%c0 to %c100 for %c100] : i32 -> %2 as !stream.resource<external>{%c100}
      scf.yield %3 : !stream.resource<external>
    } else {
      scf.yield %0 : !stream.resource<external>
    }
    util.return %1 : !stream.resource<external>
  }
}

