
// Tests scf.for with in-place operations in loop body (sequence a -> b -> b -> b).
// Loop iter_arg can be mutated in-place without cloning since it's passed by-value.

// CHECK-LABEL: util.func private @scf_for_inplace_sequence_callee
// CHECK-SAME: (%[[RESOURCE:.+]]: !stream.resource<*>, %{{.+}}: index, %[[COUNT:.+]]: index)
util.func private @scf_for_inplace_sequence_callee(%resource: !stream.resource<*>, %size: index, %count: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[FOR:.+]] = scf.for %{{.+}} = %c0 to %[[COUNT]] step %c1 iter_args(%[[ITER:.+]] = %[[RESOURCE]])
  %result = scf.for %i = %c0 to %count step %c1 iter_args(%iter = %resource) -> !stream.resource<*> {
    // CHECK-NOT: stream.async.clone
    %clone = stream.async.clone %iter : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: %[[FILL:.+]] = stream.async.fill %c123_i32, %[[ITER]]
    %fill = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %0 as !stream.resource<*>{%size}
    // CHECK: scf.yield %[[FILL]]
    scf.yield %fill : !stream.resource<*>
  }
  // CHECK: util.return %[[FOR]]
  util.return %result : !stream.resource<*>
}
// CHECK-LABEL: @scf_for_inplace_sequence_caller
util.func public @scf_for_inplace_sequence_caller(%size: index, %count: index) -> !stream.resource<*> {
  %c123_i32 = arith.constant 123 : i32
  %initial = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  %result = util.call @scf_for_inplace_sequence_callee(%initial, %size, %count) : (!stream.resource<*>, index, index) -> !stream.resource<*>
  util.return %result : !stream.resource<*>
}

