module {
  util.func public @branchDivergentForwardEdge(%arg0: i1, %arg1: !stream.timepoint, %arg2: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.join max(%arg1, %arg2) => !stream.timepoint
    cf.cond_br %arg0, ^bb1(%arg1 : !stream.timepoint), ^bb1(%0 : !stream.timepoint)
  ^bb1(%1: !stream.timepoint):  // 2 preds: ^bb0, ^bb0
    %2 = stream.timepoint.immediate => !stream.timepoint
    %3 = stream.timepoint.join max(%2, %arg2, %1) => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
}

