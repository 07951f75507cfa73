module {
  util.func public @tensor_import_no_consume_preserves_clone(%arg0: !util.buffer) -> (!stream.resource<external>, !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.tensor.import %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = stream.async.clone %0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    %2 = stream.async.fill %c123_i32, %1[%c0 to %c100 for %c100] : i32 -> %1 as !stream.resource<external>{%c100}
    util.return %2, %0 : !stream.resource<external>, !stream.resource<external>
  }
}

