module {
  util.func private @callee_with_consume_import(%arg0: !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    %1 = stream.async.fill %c123_i32, %0[%c0 to %c100 for %c100] : i32 -> %0 as !stream.resource<external>{%c100}
    util.return
  }
  util.func public @caller_with_consume_import(%arg0: !util.buffer) {
    %c100 = arith.constant 100 : index
    %0 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    util.call @callee_with_consume_import(%0) : (!stream.resource<external>) -> ()
    util.return
  }
}

