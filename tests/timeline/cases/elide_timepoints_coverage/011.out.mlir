module {
  util.func public @branchDivergentBackEdge(%arg0: i1, %arg1: !stream.timepoint) -> !stream.timepoint {
    cf.br ^bb1(%arg0, %arg1 : i1, !stream.timepoint)
  ^bb1(%0: i1, %1: !stream.timepoint):  // 2 preds: ^bb0, ^bb1
    %result_timepoint = stream.test.timeline_op await(%1) => with() : () -> () => !stream.timepoint
    %false = arith.constant false
    cf.cond_br %0, ^bb1(%false, %result_timepoint : i1, !stream.timepoint), ^bb2(%result_timepoint : !stream.timepoint)
  ^bb2(%2: !stream.timepoint):  // pred: ^bb1
    %3 = stream.timepoint.join max(%arg1, %2) => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
}

