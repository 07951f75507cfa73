
// Tests nested scf.for inside scf.if where clone is mutated in the loop,
// and source is used after the outer scf.if. Clone must be preserved.

// CHECK-LABEL: @scf_nested_for_in_if_source_used_after
util.func public @scf_nested_for_in_if_source_used_after(%cond: i1, %size: index, %count: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[IF_RESULT:.+]] = scf.if
  %if_result = scf.if %cond -> !stream.resource<*> {
    // Clone inside if is preserved because source is used after the scf.if.
    // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SOURCE]]
    %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // Mutating loop over the clone.
    // CHECK: scf.for {{.*}} iter_args({{.*}} = %[[CLONE]])
    %loop_result = scf.for %i = %c0 to %count step %c1 iter_args(%iter = %clone) -> !stream.resource<*> {
      %fill = stream.async.fill %c123_i32, %iter[%c0 to %size for %size] : i32 -> %iter as !stream.resource<*>{%size}
      scf.yield %fill : !stream.resource<*>
    }
    scf.yield %loop_result : !stream.resource<*>
  } else {
    scf.yield %source : !stream.resource<*>
  }
  // Post-if use of source.
  // CHECK: stream.async.dispatch @ex::@dispatch(%[[SOURCE]]
  %after = stream.async.dispatch @ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[IF_RESULT]]
  util.return %if_result, %after : !stream.resource<*>, !stream.resource<*>
}
