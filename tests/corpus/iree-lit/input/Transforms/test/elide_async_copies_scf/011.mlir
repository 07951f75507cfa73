
// Tests that a read-only clone in a loop is elided even when source is used
// after the loop. Since neither source nor clone result is ever mutated, the
// copy is unnecessary.

// CHECK-LABEL: @scf_for_readonly_clone_elided
util.func public @scf_for_readonly_clone_elided(%size: index, %count: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone is elided: neither source nor clone result is ever mutated.
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // CHECK: %[[LOOP_RESULT:.+]] = scf.for {{.*}} iter_args({{.*}} = %[[SOURCE]])
  %loop_result = scf.for %i = %c0 to %count step %c1 iter_args(%acc = %clone) -> !stream.resource<*> {
    // Dispatch reads %acc but produces a new resource (no tied output to %acc).
    %dispatched = stream.async.dispatch @ex::@dispatch(%acc[%c0 to %size for %size])
        : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
    scf.yield %dispatched : !stream.resource<*>
  }
  // Consume loop_result with a non-tied dispatch so the clone's resource
  // doesn't escape through the function return.
  // CHECK: stream.async.dispatch @ex::@dispatch(%[[LOOP_RESULT]]
  %consumed = stream.async.dispatch @ex::@dispatch(%loop_result[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // Post-loop read of source.
  // CHECK: stream.async.dispatch @ex::@dispatch(%[[SOURCE]]
  %after = stream.async.dispatch @ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  util.return %consumed, %after : !stream.resource<*>, !stream.resource<*>
}

