
// Tests that clone elision respects cross-function mutation.
// If clone is passed to a callee that mutates it, elision must not happen
// if source is used after the call.

// Callee that mutates its argument via tied result.
// CHECK-LABEL: util.func private @mutating_callee
util.func private @mutating_callee(%arg: !stream.resource<*>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  %mutated = stream.async.fill %c123_i32, %arg[%c0 to %size for %size] : i32 -> %0 as !stream.resource<*>{%size}
  util.return %mutated : !stream.resource<*>
}

// CHECK-LABEL: @clonePreservedCrossFunctionMutation
util.func public @clonePreservedCrossFunctionMutation(%size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone must be preserved - callee mutates it.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SOURCE]]
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // Call mutates the clone.
  // CHECK: %[[CALL_RESULT:.+]] = util.call @mutating_callee(%[[CLONE]]
  %call_result = util.call @mutating_callee(%clone, %size) : (!stream.resource<*>, index) -> !stream.resource<*>
  // Source used after - would see mutation if clone was elided.
  // CHECK: %[[READ:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[SOURCE]]
  %read = stream.async.dispatch @dispatch_ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[CALL_RESULT]], %[[READ]]
  util.return %call_result, %read : !stream.resource<*>, !stream.resource<*>
}

