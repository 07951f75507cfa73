
// Tests nested scf.for with in-place operations (demonstrates deep nesting).
// Inner and outer loops can both mutate without cloning.

// CHECK-LABEL: util.func private @scf_nested_for_inplace_callee
// CHECK-SAME: (%[[RESOURCE:.+]]: !stream.resource<*>, %{{.+}}: index)
util.func private @scf_nested_for_inplace_callee(%resource: !stream.resource<*>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32

  // CHECK: %[[OUTER:.+]] = scf.for %{{.+}} = %c0 to %c5 step %c1 iter_args(%[[OUTER_ITER:.+]] = %[[RESOURCE]])
  %outer = scf.for %i = %c0 to %c5 step %c1 iter_args(%outer_iter = %resource) -> !stream.resource<*> {
    // CHECK: %[[INNER:.+]] = scf.for %{{.+}} = %c0 to %c5 step %c1 iter_args(%[[INNER_ITER:.+]] = %[[OUTER_ITER]])
    %inner = scf.for %j = %c0 to %c5 step %c1 iter_args(%inner_iter = %outer_iter) -> !stream.resource<*> {
      // CHECK-NOT: stream.async.clone
      %clone = stream.async.clone %inner_iter : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
      // CHECK: %[[FILL:.+]] = stream.async.fill %c123_i32, %[[INNER_ITER]]
      %fill = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %0 as !stream.resource<*>{%size}
      // CHECK: scf.yield %[[FILL]]
      scf.yield %fill : !stream.resource<*>
    }
    // CHECK: scf.yield %[[INNER]]
    scf.yield %inner : !stream.resource<*>
  }
  // CHECK: util.return %[[OUTER]]
  util.return %outer : !stream.resource<*>
}
// CHECK-LABEL: @scf_nested_for_inplace_caller
util.func public @scf_nested_for_inplace_caller(%size: index) -> !stream.resource<*> {
  %c123_i32 = arith.constant 123 : i32
  %initial = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  %result = util.call @scf_nested_for_inplace_callee(%initial, %size) : (!stream.resource<*>, index) -> !stream.resource<*>
  util.return %result : !stream.resource<*>
}

