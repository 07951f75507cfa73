
// Tests that timepoints yielded from scf.if branches can be awaited after the
// control flow, and coverage is correctly propagated.

// CHECK-LABEL: @scfIfYieldingTimepoint
util.func public @scfIfYieldingTimepoint(%cond: i1, %arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // scf.if yields different resources and timepoints from each branch.
  // Both branches yield same-sized resources to avoid type complexity.
  // CHECK: %[[RESULT:.+]]:2 = scf.if %{{.+}} -> (!stream.resource<external>, !stream.timepoint)
  %result, %result_tp = scf.if %cond -> (!stream.resource<external>, !stream.timepoint) {
    // Then: produces clone of arg0 + timepoint.
    // CHECK: %[[CLONE_THEN:.+]], %[[CLONE_TP:.+]] = stream.test.timeline_op
    %clone, %clone_tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    // CHECK: scf.yield %[[CLONE_THEN]], %[[CLONE_TP]]
    scf.yield %clone, %clone_tp : !stream.resource<external>, !stream.timepoint
  } else {
    // Else: produces clone of arg1 + timepoint.
    // CHECK: %{{.+}}, %{{.+}} = stream.test.timeline_op
    %clone, %clone_tp = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    scf.yield %clone, %clone_tp : !stream.resource<external>, !stream.timepoint
  }

  // Await the yielded timepoint - should be sunk or folded.
  // CHECK-NOT: stream.timepoint.await %[[RESULT]]#1
  %awaited = stream.timepoint.await %result_tp => %result : !stream.resource<external>{%c8}

  // Use the awaited value in another async operation.
  // The yielded timepoint should be absorbed into this execute's await clause.
  // CHECK: %[[FINAL:.+]], %[[TP_FINAL:.+]] = stream.test.timeline_op await(%[[RESULT]]#1) =>
  %final, %final_tp = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
  // NOTE: This await is required because the function is public and returns only a resource.
  // Public function signatures cannot be changed to return (resource, timepoint) tuples.
  // CHECK: stream.timepoint.await %[[TP_FINAL]] => %[[FINAL]]
  %final_awaited = stream.timepoint.await %final_tp => %final : !stream.resource<external>{%c8}

  util.return %final_awaited : !stream.resource<external>
}

