
// Tests that clone CAN be elided when callee only reads (no mutation).

// Callee that only reads its argument.
// CHECK-LABEL: util.func private @reading_callee
util.func private @reading_callee(%arg: !stream.resource<*>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  // No tied result - just reads and produces new output.
  %result = stream.async.dispatch @dispatch_ex::@dispatch(%arg[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  util.return %result : !stream.resource<*>
}

// CHECK-LABEL: @cloneElidedCrossFunctionReadOnly
util.func public @cloneElidedCrossFunctionReadOnly(%size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone can be elided - callee only reads.
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // CHECK: %[[CALL_RESULT:.+]] = util.call @reading_callee(%[[SOURCE]]
  %call_result = util.call @reading_callee(%clone, %size) : (!stream.resource<*>, index) -> !stream.resource<*>
  // Source used after - safe because callee only read.
  // CHECK: %[[READ:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[SOURCE]]
  %read = stream.async.dispatch @dispatch_ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[CALL_RESULT]], %[[READ]]
  util.return %call_result, %read : !stream.resource<*>, !stream.resource<*>
}

