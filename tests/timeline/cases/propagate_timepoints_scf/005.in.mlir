
// Tests that scf.if correctly merges timepoints from both branches.

// CHECK-LABEL: @scf_if_merge
// CHECK-SAME: %[[COND:.+]]: i1, %[[RES0:.+]]: !stream.resource<external>, %[[RES1:.+]]: !stream.resource<external>
util.func public @scf_if_merge(%cond: i1, %arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c64 = arith.constant 64 : index

  // scf.if: both branches do async work.
  // CHECK: %[[IF_RESULT:.+]]:2 = scf.if %[[COND]] -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: work on arg0.
    // CHECK: %[[THEN_IMM:.+]] = stream.timepoint.immediate
    // CHECK: %[[THEN:.+]], %[[THEN_TP:.+]] = stream.test.timeline_op await(%[[THEN_IMM]]) => with(%[[RES0]])
    %then_result, %then_tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[THEN_TP]] => %[[THEN]]
    %then_ready = stream.timepoint.await %then_tp => %then_result : !stream.resource<external>{%c64}
    // CHECK: scf.yield %[[THEN]], %[[THEN_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %then_ready : !stream.resource<external>
  } else {
    // Else: work on arg1.
    // CHECK: %[[ELSE_IMM:.+]] = stream.timepoint.immediate
    // CHECK: %[[ELSE:.+]], %[[ELSE_TP:.+]] = stream.test.timeline_op await(%[[ELSE_IMM]]) => with(%[[RES1]])
    %else_result, %else_tp = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[ELSE_TP]] => %[[ELSE]]
    %else_ready = stream.timepoint.await %else_tp => %else_result : !stream.resource<external>{%c64}
    // CHECK: scf.yield %[[ELSE]], %[[ELSE_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %else_ready : !stream.resource<external>
  }

  // Use result: the timeline op consumes the if result resource and its
  // merged timepoint.
  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[IF_RESULT]]#0
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[IF_RESULT]]#1 => %[[IF_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: %[[FINAL:.+]], %[[FINAL_TP:.+]] = stream.test.timeline_op await(%[[IF_RESULT]]#1) => with(%[[IF_RESULT]]#0)
  %final, %final_tp = stream.test.timeline_op with(%result) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // CHECK: %[[FINAL_READY:.+]] = stream.timepoint.await %[[FINAL_TP]] => %[[FINAL]]
  %final_ready = stream.timepoint.await %final_tp => %final : !stream.resource<external>{%c64}
  // CHECK: util.return %[[FINAL_READY]] : !stream.resource<external>
  util.return %final_ready : !stream.resource<external>
}

