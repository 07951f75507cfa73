
// Tests scf.while with in-place operations in both before and after regions.
// Demonstrates loop arguments can be mutated in-place throughout.

// CHECK-LABEL: util.func private @scf_while_inplace_both_regions_callee
// CHECK-SAME: (%[[RESOURCE:.+]]: !stream.resource<*>, %{{.+}}: index)
util.func private @scf_while_inplace_both_regions_callee(%resource: !stream.resource<*>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %c10_i32 = arith.constant 10 : i32
  %c50 = arith.constant 50 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32

  // CHECK: %[[WHILE:.+]]:2 = scf.while (%[[ITER:.+]] = %[[RESOURCE]], %[[COUNTER:.+]] = %c1_i32)
  %result:2 = scf.while (%iter = %resource, %counter = %c1_i32) : (!stream.resource<*>, i32) -> (!stream.resource<*>, i32) {
    // Before region: check condition and mutate.
    %cmp = arith.cmpi slt, %counter, %c10_i32 : i32
    // CHECK-NOT: stream.async.clone
    %clone = stream.async.clone %iter : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: %[[FILL_BEFORE:.+]] = stream.async.fill %c123_i32, %[[ITER]]
    %fill = stream.async.fill %c123_i32, %clone[%c0 to %c50 for %c50] : i32 -> %0 as !stream.resource<*>{%size}
    // CHECK: scf.condition(%{{.+}}) %[[FILL_BEFORE]], %[[COUNTER]]
    scf.condition(%cmp) %fill, %counter : !stream.resource<*>, i32
  } do {
  ^bb0(%iter_after: !stream.resource<*>, %counter_after: i32):
    // After region: mutate again and increment.
    // CHECK: %[[INC:.+]] = arith.addi
    %inc = arith.addi %counter_after, %c1_i32 : i32
    // CHECK-NOT: stream.async.clone
    %clone = stream.async.clone %iter_after : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: %[[FILL_AFTER:.+]] = stream.async.fill %c456_i32
    %fill = stream.async.fill %c456_i32, %clone[%c50 to %c100 for %c50] : i32 -> %0 as !stream.resource<*>{%size}
    // CHECK: scf.yield %[[FILL_AFTER]], %[[INC]]
    scf.yield %fill, %inc : !stream.resource<*>, i32
  }
  // CHECK: util.return %[[WHILE]]#0
  util.return %result#0 : !stream.resource<*>
}
// CHECK-LABEL: @scf_while_inplace_both_regions_caller
util.func public @scf_while_inplace_both_regions_caller(%size: index) -> !stream.resource<*> {
  %c123_i32 = arith.constant 123 : i32
  %initial = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  %result = util.call @scf_while_inplace_both_regions_callee(%initial, %size) : (!stream.resource<*>, index) -> !stream.resource<*>
  util.return %result : !stream.resource<*>
}

