
// Tests that timeline-aware operations (those implementing TimelineAwareOpInterface)
// inside scf.if are handled correctly. These operations participate in timeline
// scheduling and don't need explicit awaits before them.

// CHECK-LABEL: @scfIfTimelineAwareOp
util.func public @scfIfTimelineAwareOp(%cond: i1, %arg0: !stream.resource<external>, %signal_fence: !stream.test.fence) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // Async operation producing value.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // scf.if with timeline-aware operation in then branch.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: uses timeline-aware test op.
    // The timepoint should be exported to fence and passed to timeline-aware op.
    // CHECK-NOT: stream.timepoint.await %[[TP]]
    // CHECK: %[[WAIT_FENCE:.+]] = stream.timepoint.export %[[TP]]
    %wait_fence = stream.timepoint.export %tp => (!stream.test.fence)

    // Timeline-aware op - should NOT have await before it.
    // CHECK: %[[AWARE:.+]] = stream.test.timeline_aware(%[[CLONE]]) waits(%[[WAIT_FENCE]]) signals(%{{.+}})
    %aware = stream.test.timeline_aware(%clone) waits(%wait_fence) signals(%signal_fence) : (!stream.resource<external>) -> !stream.resource<external>

    // Import signal fence back to timepoint.
    // CHECK: %[[AWARE_TP:.+]] = stream.timepoint.import
    %aware_tp = stream.timepoint.import %signal_fence : (!stream.test.fence) => !stream.timepoint

    // Subsequent async.execute should await imported timepoint.
    // CHECK: %{{.+}}, %{{.+}} = stream.test.timeline_op await(%[[AWARE_TP]]) => with(%[[AWARE]])
    %awaited = stream.timepoint.await %aware_tp => %aware : !stream.resource<external>{%c8}
    %final, %final_tp = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

    scf.yield %final : !stream.resource<external>
  } else {
    // Else: just return arg0.
    scf.yield %arg0 : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

