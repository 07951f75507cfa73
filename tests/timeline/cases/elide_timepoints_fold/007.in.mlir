
// Tests transitive coverage: tp2 covers tp1, so await on tp1 can be eliminated.

// CHECK-LABEL: @awaitEliminateWhenCoveredTransitive
util.func public @awaitEliminateWhenCoveredTransitive(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // First async operation produces tp1.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // First await on tp1.
  // CHECK-NOT: stream.timepoint.await %[[TP1]]
  %awaited1 = stream.timepoint.await %tp1 => %clone1 : !stream.resource<external>{%c8}

  // Second async operation produces tp2 (which covers tp1).
  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op await(%[[TP1]]) =>
  %clone2, %tp2 = stream.test.timeline_op await(%tp1) => with(%awaited1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Second await on tp2 (which already covers tp1).
  // Both awaited values are eliminated since they'll be folded into execute.
  // CHECK-NOT: stream.timepoint.await
  %awaited2 = stream.timepoint.await %tp2 => %clone2 : !stream.resource<external>{%c8}

  // Execute uses both awaited1 and awaited2, creating joins to merge timepoints.
  // Joins are created because both %clone1 and %clone2 need to be used.
  // CHECK-DAG: %[[JOIN1:.+]] = stream.timepoint.join max(%[[TP2]], %[[TP1]])
  // CHECK-DAG: %[[JOIN2:.+]] = stream.timepoint.join max(%[[JOIN1]], %[[TP2]])
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op await_limit(1) await(%[[JOIN2]]) =>
  // CHECK-SAME: with(%[[CLONE1]], %[[CLONE2]])
  %result, %result_tp = stream.test.timeline_op await_limit(1) await(%tp2) => with(%awaited1, %awaited2) : (!stream.resource<external>{%c8}, !stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

