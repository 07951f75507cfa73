module {
  util.func public @branchDivergentForwardEdge(%arg0: i1, %arg1: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    cf.cond_br %arg0, ^bb1(%arg1 : !stream.timepoint), ^bb1(%0 : !stream.timepoint)
  ^bb1(%1: !stream.timepoint):  // 2 preds: ^bb0, ^bb0
    util.return %1 : !stream.timepoint
  }
}

