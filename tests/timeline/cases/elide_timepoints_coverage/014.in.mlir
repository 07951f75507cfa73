
// Tests that timeline-aware calls in sequence propagate coverage correctly.
// Each call's signal fence covers its wait fence.

// CHECK-LABEL: util.func public @timelineAwareCallSequence
// CHECK-SAME: (%[[VIEW:.+]]: !hal.buffer_view, %[[FENCE_A_SIGNAL:.+]]: !stream.test.fence, %[[FENCE_B_SIGNAL:.+]]: !stream.test.fence)
util.func public @timelineAwareCallSequence(%view: !hal.buffer_view, %fence_a_signal: !stream.test.fence, %fence_b_signal: !stream.test.fence) -> !hal.buffer_view {
  // First async work.
  // CHECK: %[[T0:.+]] = stream.test.timeline_op with() : () -> () => !stream.timepoint
  %t0 = stream.test.timeline_op with() : () -> () => !stream.timepoint

  // First timeline-aware call.
  %fence_a_wait = stream.timepoint.export %t0 => (!stream.test.fence)
  // CHECK: stream.test.timeline_aware(%[[VIEW]]) waits(%{{.+}}) signals(%[[FENCE_A_SIGNAL]])
  %result_a = stream.test.timeline_aware(%view) waits(%fence_a_wait) signals(%fence_a_signal) : (!hal.buffer_view) -> !hal.buffer_view
  // CHECK: %[[T1:.+]] = stream.timepoint.import %[[FENCE_A_SIGNAL]] : (!stream.test.fence)
  %t1 = stream.timepoint.import %fence_a_signal : (!stream.test.fence) => !stream.timepoint

  // Second async work awaiting first call.
  // CHECK: %[[T2:.+]] = stream.test.timeline_op await(%[[T1]]) => with() : () -> () => !stream.timepoint
  %t2 = stream.test.timeline_op await(%t1) => with() : () -> () => !stream.timepoint

  // Second timeline-aware call.
  %fence_b_wait = stream.timepoint.export %t2 => (!stream.test.fence)
  // CHECK: stream.test.timeline_aware(%{{.+}}) waits(%{{.+}}) signals(%[[FENCE_B_SIGNAL]])
  %result_b = stream.test.timeline_aware(%result_a) waits(%fence_b_wait) signals(%fence_b_signal) : (!hal.buffer_view) -> !hal.buffer_view
  // CHECK: %[[T3:.+]] = stream.timepoint.import %[[FENCE_B_SIGNAL]] : (!stream.test.fence)
  %t3 = stream.timepoint.import %fence_b_signal : (!stream.test.fence) => !stream.timepoint

  // All of %t0, %t1, and %t2 should be elided since they're covered by %t3.
  // %t3 transitively covers: %t2 (direct), %t1 (via %t2's await), %t0 (via %t1).
  // CHECK-DAG: %[[T0_IMM:.+]] = stream.timepoint.immediate
  // CHECK-DAG: %[[T1_IMM:.+]] = stream.timepoint.immediate
  // CHECK-DAG: %[[T2_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %{{.+}} = stream.timepoint.join max(%[[T0_IMM]], %[[T1_IMM]], %[[T2_IMM]], %[[T3]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %t1, %t2, %t3) => !stream.timepoint

  // CHECK: util.return
  util.return %result_b : !hal.buffer_view
}

