module {
  util.func public @timelineAwareCallCoverage(%arg0: !hal.buffer_view, %arg1: !stream.test.fence) -> !hal.buffer_view {
    %result_timepoint = stream.test.timeline_op with() : () -> () => !stream.timepoint
    %0 = stream.timepoint.export %result_timepoint => (!stream.test.fence)
    %1 = stream.test.timeline_aware(%arg0) waits(%0) signals(%arg1) : (!hal.buffer_view) -> !hal.buffer_view
    %2 = stream.timepoint.import %arg1 : (!stream.test.fence) => !stream.timepoint
    %3 = stream.timepoint.immediate => !stream.timepoint
    %4 = stream.timepoint.join max(%3, %2) => !stream.timepoint
    util.return %1 : !hal.buffer_view
  }
}

