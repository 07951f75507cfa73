module {
  util.func public @joinChained() -> !stream.timepoint {
    %result_timepoint = stream.test.timeline_op with() : () -> () => !stream.timepoint
    %result_timepoint_0 = stream.test.timeline_op await(%result_timepoint) => with() : () -> () => !stream.timepoint
    %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with() : () -> () => !stream.timepoint
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.join max(%0, %result_timepoint_0, %result_timepoint_1) => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

