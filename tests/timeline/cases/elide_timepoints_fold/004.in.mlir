
// Tests that await is merged with an existing await by creating a join.

// CHECK-LABEL: @awaitFoldWithExistingAwait
util.func public @awaitFoldWithExistingAwait(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // First async operation.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Second async operation.
  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op
  %clone2, %tp2 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await first operation.
  // CHECK-NOT: stream.timepoint.await %[[TP1]]
  %awaited1 = stream.timepoint.await %tp1 => %clone1 : !stream.resource<external>{%c8}

  // Execute already has await on tp2, should create join with tp1.
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[TP2]], %[[TP1]])
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op await_limit(1) await(%[[JOIN]]) =>
  // CHECK-SAME: with(%[[CLONE1]], %[[CLONE2]])
  %result, %result_tp = stream.test.timeline_op await_limit(1) await(%tp2) => with(%awaited1, %clone2) : (!stream.resource<external>{%c8}, !stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

