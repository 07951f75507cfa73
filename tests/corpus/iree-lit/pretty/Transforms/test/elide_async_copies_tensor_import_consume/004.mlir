module {
  util.func public @consume_import_read_only_fork(%arg0: !util.buffer) {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %0 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = stream.async.clone %0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    %2 = stream.async.dispatch @ex::@dispatch1(%0[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
    %3 = stream.async.dispatch @ex::@dispatch2(%1[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
    util.return
  }
}

