
// Tests that type-changing transfers (transient->external) are preserved
// because they change mutability semantics.

// CHECK-LABEL: @transferTypeChangingFromArg
// CHECK-SAME: (%[[ARG:[^:]+]]: !stream.resource<transient>)
util.func public @transferTypeChangingFromArg(%arg: !stream.resource<transient>) -> !stream.resource<external> {
  %c100 = arith.constant 100 : index
  // Type-changing transfer must be preserved.
  // CHECK: %[[TRANSFER:.+]] = stream.async.transfer %[[ARG]]
  %transfer = stream.async.transfer %arg : !stream.resource<transient>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: util.return %[[TRANSFER]]
  util.return %transfer : !stream.resource<external>
}

