module {
  util.func public @branchConvergentForwardEdge(%arg0: i1, %arg1: !stream.timepoint) -> !stream.timepoint {
    %result_timepoint = stream.test.timeline_op await(%arg1) => with() : () -> () => !stream.timepoint
    %result_timepoint_0 = stream.test.timeline_op await(%arg1) => with() : () -> () => !stream.timepoint
    cf.cond_br %arg0, ^bb1(%result_timepoint : !stream.timepoint), ^bb1(%result_timepoint_0 : !stream.timepoint)
  ^bb1(%0: !stream.timepoint):  // 2 preds: ^bb0, ^bb0
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%1, %0) => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
}

