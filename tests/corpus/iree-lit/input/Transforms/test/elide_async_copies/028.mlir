
//===----------------------------------------------------------------------===//
// Clone from by-ref argument to tied operation
//===----------------------------------------------------------------------===//

// Tests that a clone from a by-ref argument feeding a tied operation must be
// preserved to prevent mutation of the caller's value.

stream.executable private @ex_byref {
  stream.executable.export public @dispatch workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: util.func public @cloneByrefToTied
// CHECK-SAME: (%[[ARG:[^:]+]]: !stream.resource<external>)
util.func public @cloneByrefToTied(%arg: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  // Clone must be preserved - arg is used again after call (by-ref semantics).
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[ARG]]
  %clone = stream.async.clone %arg : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // Tied op will mutate - must not mutate the original arg.
  // CHECK: %[[FILLED:.+]] = stream.async.fill %c123_i32, %[[CLONE]]
  %filled = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %clone as !stream.resource<external>{%c100}
  // CHECK: util.return %[[FILLED]]
  util.return %filled : !stream.resource<external>
}

// CHECK-LABEL: @cloneByrefToTiedCaller
util.func public @cloneByrefToTiedCaller() {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c100 = arith.constant 100 : index
  %resource = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c100}
  // Not last use - by-ref.
  %result = util.call @cloneByrefToTied(%resource) : (!stream.resource<external>) -> !stream.resource<external>
  // Original resource used again.
  %dispatch = stream.async.dispatch @ex_byref::@dispatch(%resource[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
  util.return
}

