module {
  util.func public @branchDivergentBackEdge(%arg0: i1) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    cf.br ^bb1(%arg0, %0 : i1, !stream.timepoint)
  ^bb1(%1: i1, %2: !stream.timepoint):  // 2 preds: ^bb0, ^bb1
    %result_timepoint = stream.test.timeline_op await(%2) => with() : () -> () => !stream.timepoint
    %false = arith.constant false
    cf.cond_br %1, ^bb1(%false, %result_timepoint : i1, !stream.timepoint), ^bb2(%result_timepoint : !stream.timepoint)
  ^bb2(%3: !stream.timepoint):  // pred: ^bb1
    util.return %3 : !stream.timepoint
  }
}

