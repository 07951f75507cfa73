
// Deeply nested control flow stress test exercising:
// - Pass-by-reference: timeline op in while condition must thread timepoint
// - Sibling isolation: scf.if branches must not share timepoint mappings
// - Check-after-add: awaits must be inserted for outer-scope resources
// - Multi-level nesting: scf.for -> scf.if -> scf.while with correct flow
// - Cross-level resource flow: outer resources used/modified at inner levels

// CHECK-LABEL: @deeply_nested_stress_test
// CHECK-SAME: %[[ARG0:.+]]: !stream.resource<external>, %[[ARG1:.+]]: !stream.resource<external>
util.func public @deeply_nested_stress_test(
    %arg0: !stream.resource<external>,
    %arg1: !stream.resource<external>,
    %outer_cond: i1,
    %limit: index) -> (!stream.resource<external>, !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index

  // Outer scf.for: carries two independent resources through iterations.
  // CHECK: %[[ARG0_TP:.+]] = stream.timepoint.immediate
  // CHECK: %[[ARG1_TP:.+]] = stream.timepoint.immediate
  // CHECK: %[[FOR:.+]]:4 = scf.for {{.*}} iter_args(%[[FOR_RES0:.+]] = %[[ARG0]], %[[FOR_TP0:.+]] = %[[ARG0_TP]], %[[FOR_RES1:.+]] = %[[ARG1]], %[[FOR_TP1:.+]] = %[[ARG1_TP]])
  %result:2 = scf.for %i = %c0 to %c2 step %c1
      iter_args(%iter0 = %arg0, %iter1 = %arg1) -> (!stream.resource<external>, !stream.resource<external>) {

    // Inner scf.if: branches do DIFFERENT async work on DIFFERENT resources.
    // This tests sibling isolation - then branch's mappings must not leak to else.
    // CHECK: %[[IF:.+]]:4 = scf.if %{{.+}} -> (!stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint)
    %if_result:2 = scf.if %outer_cond -> (!stream.resource<external>, !stream.resource<external>) {
      // THEN branch: contains scf.while with timeline op IN condition.
      // This tests pass-by-reference - condition's timeline op mapping must persist.

      // CHECK: %[[WHILE:.+]]:2 = scf.while (%[[W_RES:.+]] = %[[FOR_RES0]], %[[W_TP:.+]] = %[[FOR_TP0]])
      %while_result = scf.while (%w_iter = %iter0) : (!stream.resource<external>) -> !stream.resource<external> {
        // Condition: timeline op operates on iter, result passed to scf.condition.
        // CHECK: %[[COND_WORK:.+]], %[[COND_WORK_TP:.+]] = stream.test.timeline_op await(%[[W_TP]]) => with(%[[W_RES]])
        %cond_res, %cond_tp = stream.test.timeline_op with(%w_iter) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
        // CHECK: stream.timepoint.await %[[COND_WORK_TP]] => %[[COND_WORK]]
        %cond_ready = stream.timepoint.await %cond_tp => %cond_res : !stream.resource<external>{%c64}
        %size = stream.resource.size %cond_ready : !stream.resource<external>
        %cond = arith.cmpi slt, %size, %limit : index
        // CHECK: scf.condition(%{{.+}}) %[[COND_WORK]], %[[COND_WORK_TP]] : !stream.resource<external>, !stream.timepoint
        scf.condition(%cond) %cond_ready : !stream.resource<external>
      } do {
      ^bb0(%body_iter: !stream.resource<external>):
        // Body: pass through (tests block arg timepoint threading).
        // CHECK: ^bb0(%[[BODY_RES:.+]]: !stream.resource<external>, %[[BODY_TP:.+]]: !stream.timepoint):
        // CHECK:   scf.yield %[[BODY_RES]], %[[BODY_TP]] : !stream.resource<external>, !stream.timepoint
        scf.yield %body_iter : !stream.resource<external>
      }

      // Then branch yields while result AND the OTHER resource (iter1) unchanged.
      // CHECK: %[[THEN_SIZE:.+]] = stream.resource.size %[[WHILE]]#0
      // CHECK: stream.timepoint.await %[[WHILE]]#1 => %[[WHILE]]#0 : !stream.resource<external>{%[[THEN_SIZE]]}
      // CHECK: scf.yield %[[WHILE]]#0, %[[WHILE]]#1, %[[FOR_RES1]], %[[FOR_TP1]]
      scf.yield %while_result, %iter1 : !stream.resource<external>, !stream.resource<external>
    } else {
      // ELSE branch: simple timeline ops on BOTH resources.
      // Tests that else branch doesn't see then branch's while mappings.

      // CHECK: %[[ELSE0:.+]], %[[ELSE0_TP:.+]] = stream.test.timeline_op await(%[[FOR_TP0]]) => with(%[[FOR_RES0]])
      %else0, %else0_tp = stream.test.timeline_op with(%iter0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      // CHECK: stream.timepoint.await %[[ELSE0_TP]] => %[[ELSE0]]
      %else0_ready = stream.timepoint.await %else0_tp => %else0 : !stream.resource<external>{%c64}

      // CHECK: %[[ELSE1:.+]], %[[ELSE1_TP:.+]] = stream.test.timeline_op await(%[[FOR_TP1]]) => with(%[[FOR_RES1]])
      %else1, %else1_tp = stream.test.timeline_op with(%iter1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      // CHECK: stream.timepoint.await %[[ELSE1_TP]] => %[[ELSE1]]
      %else1_ready = stream.timepoint.await %else1_tp => %else1 : !stream.resource<external>{%c64}

      // CHECK: scf.yield %[[ELSE0]], %[[ELSE0_TP]], %[[ELSE1]], %[[ELSE1_TP]]
      scf.yield %else0_ready, %else1_ready : !stream.resource<external>, !stream.resource<external>
    }

    // Awaits after scf.if.
    // CHECK: %[[IF_SIZE1:.+]] = stream.resource.size %[[IF]]#2
    // CHECK: stream.timepoint.await %[[IF]]#3 => %[[IF]]#2 : !stream.resource<external>{%[[IF_SIZE1]]}
    // CHECK: %[[IF_SIZE0:.+]] = stream.resource.size %[[IF]]#0
    // CHECK: stream.timepoint.await %[[IF]]#1 => %[[IF]]#0 : !stream.resource<external>{%[[IF_SIZE0]]}
    // For yield: pass if results back up.
    // CHECK: scf.yield %[[IF]]#0, %[[IF]]#1, %[[IF]]#2, %[[IF]]#3
    scf.yield %if_result#0, %if_result#1 : !stream.resource<external>, !stream.resource<external>
  }

  // Final awaits and return.
  // CHECK: %[[FINAL_SIZE1:.+]] = stream.resource.size %[[FOR]]#2
  // CHECK: %[[FINAL1:.+]] = stream.timepoint.await %[[FOR]]#3 => %[[FOR]]#2 : !stream.resource<external>{%[[FINAL_SIZE1]]}
  // CHECK: %[[FINAL_SIZE0:.+]] = stream.resource.size %[[FOR]]#0
  // CHECK: %[[FINAL0:.+]] = stream.timepoint.await %[[FOR]]#1 => %[[FOR]]#0 : !stream.resource<external>{%[[FINAL_SIZE0]]}
  // CHECK: util.return %[[FINAL0]], %[[FINAL1]]
  util.return %result#0, %result#1 : !stream.resource<external>, !stream.resource<external>
}

