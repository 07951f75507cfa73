module {
  util.func public @consume_import_to_transfer(%arg0: !util.buffer) -> !stream.resource<external> {
    %c100 = arith.constant 100 : index
    %0 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = stream.async.transfer %0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    util.return %1 : !stream.resource<external>
  }
}

