
// Tests that await is NOT folded when timeline op's await doesn't cover it.

// CHECK-LABEL: @awaitNoFoldWhenNotCovered
util.func public @awaitNoFoldWhenNotCovered(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // First async operation produces tp1.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Second async operation produces tp2 (independent, doesn't cover tp1).
  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op
  %clone2, %tp2 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await on tp1.
  // Await is eliminated and a join is created instead.
  // CHECK-NOT: stream.timepoint.await %[[TP1]]
  %awaited1 = stream.timepoint.await %tp1 => %clone1 : !stream.resource<external>{%c8}

  // Execute awaits tp2, which does NOT cover tp1.
  // Pass creates a join to wait for both timepoints.
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[TP2]], %[[TP1]])
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op await_limit(1) await(%[[JOIN]]) =>
  // CHECK-SAME: with(%[[CLONE1]], %[[CLONE2]])
  %result, %result_tp = stream.test.timeline_op await_limit(1) await(%tp2) => with(%awaited1, %clone2) : (!stream.resource<external>{%c8}, !stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

