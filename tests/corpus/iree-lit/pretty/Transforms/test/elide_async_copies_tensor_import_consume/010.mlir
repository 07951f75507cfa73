module {
  util.func public @consume_import_reuse_as_output(%arg0: !util.buffer) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %0 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = stream.async.dispatch @ex::@dispatch(%0[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> %0{%c100}
    util.return %1 : !stream.resource<external>
  }
}

