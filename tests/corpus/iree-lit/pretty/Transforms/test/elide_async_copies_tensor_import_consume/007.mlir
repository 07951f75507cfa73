module {
  util.func public @consume_import_type_changing_transfer(%arg0: !util.buffer) -> !stream.resource<transient> {
    %c100 = arith.constant 100 : index
    %0 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = stream.async.transfer %0 : !stream.resource<external>{%c100} -> !stream.resource<transient>{%c100}
    util.return %1 : !stream.resource<transient>
  }
}

