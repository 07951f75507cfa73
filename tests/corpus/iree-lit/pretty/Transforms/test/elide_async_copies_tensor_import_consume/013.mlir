module {
  util.func private @borrowed_import_last_use_callee(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    %1 = stream.async.fill %c123_i32, %0[%c0 to %c100 for %c100] : i32 -> %0 as !stream.resource<external>{%c100}
    util.return %1 : !stream.resource<external>
  }
  util.func public @borrowed_import_last_use_caller(%arg0: !util.buffer) -> !stream.resource<external> {
    %c100 = arith.constant 100 : index
    %0 = stream.tensor.import %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = util.call @borrowed_import_last_use_callee(%0) : (!stream.resource<external>) -> !stream.resource<external>
    util.return %1 : !stream.resource<external>
  }
}

