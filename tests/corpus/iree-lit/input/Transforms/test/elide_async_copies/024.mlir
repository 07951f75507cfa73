
//===----------------------------------------------------------------------===//
// Same-type transfer elision
//===----------------------------------------------------------------------===//

// Tests that same-type transfers (external->external) are always elided
// because they're no-ops regardless of by-val/by-ref semantics.

// CHECK-LABEL: @transferSameTypeFromArg
// CHECK-SAME: (%[[ARG:[^:]+]]: !stream.resource<external>)
util.func public @transferSameTypeFromArg(%arg: !stream.resource<external>) -> !stream.resource<external> {
  %c100 = arith.constant 100 : index
  // Same-type transfer is always a no-op and can be elided.
  // CHECK-NOT: stream.async.transfer
  %transfer = stream.async.transfer %arg : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: util.return %[[ARG]]
  util.return %transfer : !stream.resource<external>
}

