

// Tests scf.if with in-place operations in both branches.
// Both branches can mutate the resource in-place without cloning.

// CHECK-LABEL: util.func private @scf_if_both_branches_inplace_callee
// CHECK-SAME: (%[[COND:.+]]: i1, %[[RESOURCE:.+]]: !stream.resource<*>, %{{.+}}: index)
util.func private @scf_if_both_branches_inplace_callee(%cond: i1, %resource: !stream.resource<*>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  // CHECK: %[[RESULT:.+]] = scf.if %[[COND]]
  %result = scf.if %cond -> !stream.resource<*> {
    // CHECK-NOT: stream.async.clone
    %clone = stream.async.clone %resource : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: %[[FILL1:.+]] = stream.async.fill %c123_i32, %[[RESOURCE]]
    %fill = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %0 as !stream.resource<*>{%size}
    // CHECK: scf.yield %[[FILL1]]
    scf.yield %fill : !stream.resource<*>
  } else {
    // CHECK-NOT: stream.async.clone
    %clone = stream.async.clone %resource : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: %[[FILL2:.+]] = stream.async.fill %c456_i32, %[[RESOURCE]]
    %fill = stream.async.fill %c456_i32, %clone[%c0 to %c100 for %c100] : i32 -> %0 as !stream.resource<*>{%size}
    // CHECK: scf.yield %[[FILL2]]
    scf.yield %fill : !stream.resource<*>
  }
  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<*>
}
// CHECK-LABEL: @scf_if_both_branches_inplace_caller
util.func public @scf_if_both_branches_inplace_caller(%cond: i1, %size: index) -> !stream.resource<*> {
  %c123_i32 = arith.constant 123 : i32
  %initial = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  %result = util.call @scf_if_both_branches_inplace_callee(%cond, %initial, %size) : (i1, !stream.resource<*>, index) -> !stream.resource<*>
  util.return %result : !stream.resource<*>
}

