
// Tests that scf.while with timeline op IN the condition region correctly
// threads the timepoint from the op result (not the block arg timepoint).
// This tests the pass-by-reference fix for resourceTimepointMap.

// CHECK-LABEL: @scf_while_condition_with_timeline_op
// CHECK-SAME: %[[ARG:.+]]: !stream.resource<external>, %{{.+}}: index
util.func public @scf_while_condition_with_timeline_op(%arg: !stream.resource<external>, %limit: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index

  // Initial work.
  // CHECK: %[[COND_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[INIT:.+]], %[[INIT_TP:.+]] = stream.test.timeline_op await(%[[COND_IMM]]) => with(%[[ARG]])
  %init, %init_tp = stream.test.timeline_op with(%arg) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

  // CHECK: stream.timepoint.await %[[INIT_TP]] => %[[INIT]]
  %init_ready = stream.timepoint.await %init_tp => %init : !stream.resource<external>{%c128}

  // While loop: condition performs work on the resource and passes result.
  // CHECK: %[[WHILE_RESULT:.+]]:2 = scf.while
  // CHECK-SAME: (%[[BEFORE_ITER:.+]] = %[[INIT]], %[[BEFORE_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: : (!stream.resource<external>, !stream.timepoint)
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.while (%iter = %init_ready) : (!stream.resource<external>) -> !stream.resource<external> {
    // Condition: do work on the resource, then decide based on size.
    // CHECK: %[[COND_WORK:.+]], %[[COND_WORK_TP:.+]] = stream.test.timeline_op await(%[[BEFORE_TP]]) => with(%[[BEFORE_ITER]])
    %cond_result, %cond_tp = stream.test.timeline_op with(%iter) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

    // CHECK: %[[COND_READY:.+]] = stream.timepoint.await %[[COND_WORK_TP]] => %[[COND_WORK]]
    %cond_ready = stream.timepoint.await %cond_tp => %cond_result : !stream.resource<external>{%c128}

    // CHECK: %[[COND_SIZE:.+]] = stream.resource.size %[[COND_READY]]
    %size = stream.resource.size %cond_ready : !stream.resource<external>
    // CHECK: %[[COND:.+]] = arith.cmpi slt, %[[COND_SIZE]], %{{.+}}
    %cond = arith.cmpi slt, %size, %limit : index

    // The condition passes the MODIFIED resource with its NEW timepoint.
    // CHECK: scf.condition(%[[COND]]) %[[COND_WORK]], %[[COND_WORK_TP]] : !stream.resource<external>, !stream.timepoint
    scf.condition(%cond) %cond_ready : !stream.resource<external>
  } do {
  // CHECK: ^bb0(%[[BODY_ITER:.+]]: !stream.resource<external>, %[[BODY_TP:.+]]: !stream.timepoint):
  ^bb0(%body_iter: !stream.resource<external>):
    // Body: just pass through (no additional work) - threads the carried timepoint.
    // CHECK: scf.yield %[[BODY_ITER]], %[[BODY_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %body_iter : !stream.resource<external>
  }

  // CHECK: %[[FINAL_SIZE:.+]] = stream.resource.size %[[WHILE_RESULT]]#0
  // CHECK: %[[FINAL:.+]] = stream.timepoint.await %[[WHILE_RESULT]]#1 => %[[WHILE_RESULT]]#0 : !stream.resource<external>{%[[FINAL_SIZE]]}
  // CHECK: util.return %[[FINAL]] : !stream.resource<external>
  util.return %result : !stream.resource<external>
}

