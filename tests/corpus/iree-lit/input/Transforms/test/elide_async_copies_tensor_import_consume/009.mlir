
// Tests stream.tensor.import consume passed to function with additional use.
// The callee receives by-ref argument (not last use) but can still use tied ops.

// CHECK-LABEL: util.func private @callee_with_tied_op
// CHECK-SAME: (%[[ARG:.+]]: !stream.resource<external>)
util.func private @callee_with_tied_op(%arg: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  // Tied operation can mutate in-place without explicit clone.
  // CHECK-NOT: stream.async.clone
  // CHECK: %[[FILL:.+]] = stream.async.fill %c123_i32, %[[ARG]]
  %fill = stream.async.fill %c123_i32, %arg[%c0 to %c100 for %c100] : i32 -> %arg as !stream.resource<external>{%c100}
  // CHECK: util.return %[[FILL]]
  util.return %fill : !stream.resource<external>
}

// CHECK-LABEL: @caller_with_post_call_use
// CHECK-SAME: (%[[BUFFER:[^:]+]]: !util.buffer)
util.func public @caller_with_post_call_use(%arg0: !util.buffer) {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import consume %[[BUFFER]]
  %import = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // Not last use - by-ref semantics despite consume attribute.
  %result = util.call @callee_with_tied_op(%import) : (!stream.resource<external>) -> !stream.resource<external>
  // Additional use after call.
  // CHECK: stream.async.dispatch @ex::@dispatch(%[[IMPORT]][%c0 to %c100 for %c100])
  %dispatch = stream.async.dispatch @ex::@dispatch(%import[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
  util.return
}

