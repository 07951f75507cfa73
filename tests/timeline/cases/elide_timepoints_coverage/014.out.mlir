module {
  util.func public @timelineAwareCallSequence(%arg0: !hal.buffer_view, %arg1: !stream.test.fence, %arg2: !stream.test.fence) -> !hal.buffer_view {
    %result_timepoint = stream.test.timeline_op with() : () -> () => !stream.timepoint
    %0 = stream.timepoint.export %result_timepoint => (!stream.test.fence)
    %1 = stream.test.timeline_aware(%arg0) waits(%0) signals(%arg1) : (!hal.buffer_view) -> !hal.buffer_view
    %2 = stream.timepoint.import %arg1 : (!stream.test.fence) => !stream.timepoint
    %result_timepoint_0 = stream.test.timeline_op await(%2) => with() : () -> () => !stream.timepoint
    %3 = stream.timepoint.export %result_timepoint_0 => (!stream.test.fence)
    %4 = stream.test.timeline_aware(%1) waits(%3) signals(%arg2) : (!hal.buffer_view) -> !hal.buffer_view
    %5 = stream.timepoint.import %arg2 : (!stream.test.fence) => !stream.timepoint
    %6 = stream.timepoint.immediate => !stream.timepoint
    %7 = stream.timepoint.immediate => !stream.timepoint
    %8 = stream.timepoint.immediate => !stream.timepoint
    %9 = stream.timepoint.join max(%6, %7, %8, %5) => !stream.timepoint
    util.return %4 : !hal.buffer_view
  }
}

