
// Tests that non-timeline-aware calls (without fences) are not treated specially.

util.func private @normal_func(!hal.buffer_view) -> !hal.buffer_view

// CHECK-LABEL: util.func public @nonTimelineAwareCall
util.func public @nonTimelineAwareCall(%view: !hal.buffer_view) -> !hal.buffer_view {
  // CHECK: %[[T0:.+]] = stream.test.timeline_op with() : () -> () => !stream.timepoint
  %t0 = stream.test.timeline_op with() : () -> () => !stream.timepoint

  // Normal call without fences - not timeline-aware.
  // CHECK: util.call @normal_func
  %result = util.call @normal_func(%view) : (!hal.buffer_view) -> !hal.buffer_view

  // Create another timepoint after the call.
  // CHECK: %[[T1:.+]] = stream.test.timeline_op with() : () -> () => !stream.timepoint
  %t1 = stream.test.timeline_op with() : () -> () => !stream.timepoint

  // Both timepoints should remain since there's no coverage relationship.
  // CHECK-NOT: stream.timepoint.immediate
  // CHECK: %{{.+}} = stream.timepoint.join max(%[[T0]], %[[T1]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %t1) => !stream.timepoint

  // CHECK: util.return
  util.return %result : !hal.buffer_view
}
