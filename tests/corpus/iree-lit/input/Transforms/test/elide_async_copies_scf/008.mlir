
// Tests scf.for where clone is mutated but source is used after the loop.
// Clone must be preserved to protect source for the post-loop dispatch.

// CHECK-LABEL: @scf_for_clone_mutated_source_used_after
util.func public @scf_for_clone_mutated_source_used_after(%size: index, %count: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone preserved because source is used after the loop.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SOURCE]]
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // CHECK: %[[FOR:.+]] = scf.for {{.*}} iter_args(%[[ITER:.+]] = %[[CLONE]])
  %loop_result = scf.for %i = %c0 to %count step %c1 iter_args(%iter = %clone) -> !stream.resource<*> {
    // CHECK: stream.async.fill {{.*}}, %[[ITER]]
    %fill = stream.async.fill %c123_i32, %iter[%c0 to %size for %size] : i32 -> %iter as !stream.resource<*>{%size}
    scf.yield %fill : !stream.resource<*>
  }
  // Post-loop use of source - this is why the clone must be preserved.
  // CHECK: stream.async.dispatch @ex::@dispatch(%[[SOURCE]]
  %after = stream.async.dispatch @ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[FOR]]
  util.return %loop_result, %after : !stream.resource<*>, !stream.resource<*>
}

