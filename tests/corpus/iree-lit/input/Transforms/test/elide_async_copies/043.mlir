
// Tests that multiple clones of an immutable source are all elided.
// When neither source nor clone results are mutated, all clones can be elided
// because sharing the underlying buffer has no observable effect.
// Uses a splat (op result) as source since function args have by-ref semantics.
// Note: After clone elision, CSE may fold identical dispatches.

stream.executable private @dispatch_ex {
  stream.executable.export public @dispatch
  builtin.module {
    func.func @dispatch(%in: !stream.binding, %out: !stream.binding) {
      return
    }
  }
}

// CHECK-LABEL: @multiCloneImmutableSource
util.func public @multiCloneImmutableSource(%size: index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // Source is a splat (op result, not function arg).
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Multiple clones of same source, all used by read-only dispatches.
  // All clones can be elided because neither source nor results are mutated.
  // After elision, CSE folds the identical dispatches into one.
  // CHECK-NOT: stream.async.clone
  %clone0 = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  %d0 = stream.async.dispatch @dispatch_ex::@dispatch(%clone0[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  %clone1 = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  %d1 = stream.async.dispatch @dispatch_ex::@dispatch(%clone1[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  %clone2 = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  %d2 = stream.async.dispatch @dispatch_ex::@dispatch(%clone2[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[SOURCE]]
  // CHECK: util.return %[[DISPATCH]], %[[DISPATCH]], %[[DISPATCH]]
  util.return %d0, %d1, %d2 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
}

