
// Tests scf.for with chained in-place operations (a -> b -> b -> b -> c).
// Multiple operations per iteration can all mutate in-place.

// CHECK-LABEL: util.func private @scf_for_chained_inplace_callee
// CHECK-SAME: (%[[RESOURCE:.+]]: !stream.resource<*>, %{{.+}}: index, %[[COUNT:.+]]: index)
util.func private @scf_for_chained_inplace_callee(%resource: !stream.resource<*>, %size: index, %count: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c50 = arith.constant 50 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  // CHECK: %[[FOR:.+]] = scf.for %{{.+}} = %c0 to %[[COUNT]] step %c1 iter_args(%[[ITER:.+]] = %[[RESOURCE]])
  %result = scf.for %i = %c0 to %count step %c1 iter_args(%iter = %resource) -> !stream.resource<*> {
    // First operation: clone elided.
    // CHECK-NOT: stream.async.clone
    %clone1 = stream.async.clone %iter : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: %[[FILL1:.+]] = stream.async.fill %c123_i32, %[[ITER]]
    %fill1 = stream.async.fill %c123_i32, %clone1[%c0 to %c50 for %c50] : i32 -> %0 as !stream.resource<*>{%size}

    // Second operation: clone elided, operates on result of first.
    // CHECK-NOT: stream.async.clone
    %clone2 = stream.async.clone %fill1 : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: %[[FILL2:.+]] = stream.async.fill %c456_i32, %[[FILL1]]
    %fill2 = stream.async.fill %c456_i32, %clone2[%c50 to %c100 for %c50] : i32 -> %2 as !stream.resource<*>{%size}

    // CHECK: scf.yield %[[FILL2]]
    scf.yield %fill2 : !stream.resource<*>
  }
  // CHECK: util.return %[[FOR]]
  util.return %result : !stream.resource<*>
}
// CHECK-LABEL: @scf_for_chained_inplace_caller
util.func public @scf_for_chained_inplace_caller(%size: index, %count: index) -> !stream.resource<*> {
  %c123_i32 = arith.constant 123 : i32
  %initial = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  %result = util.call @scf_for_chained_inplace_callee(%initial, %size, %count) : (!stream.resource<*>, index, index) -> !stream.resource<*>
  util.return %result : !stream.resource<*>
}

