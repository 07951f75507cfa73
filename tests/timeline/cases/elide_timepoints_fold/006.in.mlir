
// Tests reactive cleanup: await is eliminated when already covered.

// CHECK-LABEL: @awaitEliminateWhenCovered
util.func public @awaitEliminateWhenCovered(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated (reactive cleanup).
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Execute ALREADY has await(%tp), so awaited result is redundant.
  // Should use %clone directly instead of %awaited.
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op await(%[[TP]]) =>
  // CHECK-SAME: with(%[[CLONE]])
  %result, %result_tp = stream.test.timeline_op await(%tp) => with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

