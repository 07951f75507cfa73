
// Tests splat followed by non-in-place dispatch (creates new output).
// Clone should be elided since splat is last use before dispatch.

stream.executable private @ex3 {
  stream.executable.export public @dispatch_new_output workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: util.func private @splat_then_new_output_dispatch_callee
util.func private @splat_then_new_output_dispatch_callee(%size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SPLAT:.+]] = stream.async.splat %c123_i32
  %splat = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Defensive clone as inserted by MaterializeCopyOnWritePass.
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %splat : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // Dispatch reads splat and produces new output (not tied).
  // CHECK: %[[RESULT:.+]] = stream.async.dispatch @ex3::@dispatch_new_output[%c1, %c1, %c1](%[[SPLAT]][%c0 to %[[SIZE:.+]] for %[[SIZE]]]) : (!stream.resource<*>{%[[SIZE]]}) -> !stream.resource<*>{%[[SIZE]]}
  %result = stream.async.dispatch @ex3::@dispatch_new_output[%c1, %c1, %c1](%clone[%c0 to %size for %size]) : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<*>
}

// CHECK-LABEL: @splat_then_new_output_dispatch_caller
util.func public @splat_then_new_output_dispatch_caller(%size: index) -> !stream.resource<*> {
  %result = util.call @splat_then_new_output_dispatch_callee(%size) : (index) -> !stream.resource<*>
  util.return %result : !stream.resource<*>
}

