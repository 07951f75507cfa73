
// Tests that timeline-aware ops propagate coverage.
// The timepoint imported from the wait fence is covered by the result timepoint
// from the signal fence.

// CHECK-LABEL: util.func public @timelineAwareCallCoverage
// CHECK-SAME: (%[[VIEW:.+]]: !hal.buffer_view, %[[SIGNAL_FENCE:.+]]: !stream.test.fence)
util.func public @timelineAwareCallCoverage(%view: !hal.buffer_view, %signal_fence: !stream.test.fence) -> !hal.buffer_view {
  // Create async work producing a timepoint.
  // CHECK: %[[T0:.+]] = stream.test.timeline_op with() : () -> () => !stream.timepoint
  %t0 = stream.test.timeline_op with() : () -> () => !stream.timepoint

  // Export timepoint as fence for the call.
  %wait_fence = stream.timepoint.export %t0 => (!stream.test.fence)

  // Timeline-aware call - timepoints built from fences.
  // CHECK: stream.test.timeline_aware(%[[VIEW]]) waits(%{{.+}}) signals(%[[SIGNAL_FENCE]])
  %result = stream.test.timeline_aware(%view) waits(%wait_fence) signals(%signal_fence) : (!hal.buffer_view) -> !hal.buffer_view

  // Import signal fence as timepoint.
  // CHECK: %[[T1:.+]] = stream.timepoint.import %[[SIGNAL_FENCE]] : (!stream.test.fence)
  %t1 = stream.timepoint.import %signal_fence : (!stream.test.fence) => !stream.timepoint

  // CHECK: %[[T0_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %{{.+}} = stream.timepoint.join max(%[[T0_IMM]], %[[T1]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %t1) => !stream.timepoint

  // CHECK: util.return
  util.return %result : !hal.buffer_view
}

