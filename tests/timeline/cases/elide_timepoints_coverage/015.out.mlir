module {
  util.func private @normal_func(%arg0: !hal.buffer_view) -> !hal.buffer_view
  util.func public @nonTimelineAwareCall(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %result_timepoint = stream.test.timeline_op with() : () -> () => !stream.timepoint
    %0 = util.call @normal_func(%arg0) : (!hal.buffer_view) -> !hal.buffer_view
    %result_timepoint_0 = stream.test.timeline_op with() : () -> () => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_0) => !stream.timepoint
    util.return %0 : !hal.buffer_view
  }
}

