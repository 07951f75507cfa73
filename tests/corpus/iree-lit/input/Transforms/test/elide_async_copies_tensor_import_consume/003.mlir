
// Tests stream.tensor.import consume through function call.
// The consume attribute enables by-value semantics for the callee.

// CHECK-LABEL: util.func private @callee_with_consume_import
// CHECK-SAME: (%[[ARG:.+]]: !stream.resource<external>)
util.func private @callee_with_consume_import(%arg: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %arg : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: stream.async.fill %c123_i32, %[[ARG]]
  %fill = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %clone as !stream.resource<external>{%c100}
  util.return
}

// CHECK-LABEL: @caller_with_consume_import
// CHECK-SAME: (%[[BUFFER:[^:]+]]: !util.buffer)
util.func public @caller_with_consume_import(%arg0: !util.buffer) {
  %c100 = arith.constant 100 : index
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import consume %[[BUFFER]]
  %import = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // Last use - by-value semantics from consume attribute.
  // CHECK: util.call @callee_with_consume_import(%[[IMPORT]])
  util.call @callee_with_consume_import(%import) : (!stream.resource<external>) -> ()
  util.return
}

