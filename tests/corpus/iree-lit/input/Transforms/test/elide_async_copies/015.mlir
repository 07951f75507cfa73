
// Tests that constant->constant clones with multiple uses are elided.
// Constants are immutable so aliasing is always safe regardless of use count.
// This pattern appears when constants are used in both initializers and
// model functions.

// CHECK-LABEL: @constantCloneMultiUse
util.func public @constantCloneMultiUse(%size: index) -> (!stream.resource<constant>, !stream.resource<constant>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // CHECK: %[[CONST:.+]] = stream.async.constant
  %const = stream.async.constant : !stream.resource<constant>{%size} = dense<1.0> : tensor<256xf32>

  // First clone - even though const has multiple users, this should be elided
  // because constants are immutable.
  // CHECK-NOT: stream.async.clone
  %clone0 = stream.async.clone %const : !stream.resource<constant>{%size} -> !stream.resource<constant>{%size}

  // Second clone - also should be elided.
  // CHECK-NOT: stream.async.clone
  %clone1 = stream.async.clone %const : !stream.resource<constant>{%size} -> !stream.resource<constant>{%size}

  // Both dispatches read from the same constant (no mutation).
  // CSE will deduplicate these identical dispatches into one.
  // CHECK: %[[RESULT0:.+]] = stream.async.dispatch @constantDispatch::@entry
  // CHECK-SAME: %[[CONST]]
  %result0 = stream.async.dispatch @constantDispatch::@entry(%clone0[%c0 to %size for %size]) :
      (!stream.resource<constant>{%size}) -> !stream.resource<constant>{%size}

  %result1 = stream.async.dispatch @constantDispatch::@entry(%clone1[%c0 to %size for %size]) :
      (!stream.resource<constant>{%size}) -> !stream.resource<constant>{%size}

  // CHECK: util.return %[[RESULT0]], %[[RESULT0]]
  util.return %result0, %result1 : !stream.resource<constant>, !stream.resource<constant>
}

