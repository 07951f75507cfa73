module {
  util.func public @selectCovered(%arg0: i1) -> !stream.timepoint {
    %result_timepoint = stream.test.timeline_op with() : () -> () => !stream.timepoint
    %result_timepoint_0 = stream.test.timeline_op await(%result_timepoint) => with() : () -> () => !stream.timepoint
    %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with() : () -> () => !stream.timepoint
    %0 = arith.select %arg0, %result_timepoint_0, %result_timepoint_1 : !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%1, %0) => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
}

