module {
  util.func public @branchConvergentForwardEdge(%arg0: i1) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    cf.cond_br %arg0, ^bb1(%0 : !stream.timepoint), ^bb1(%1 : !stream.timepoint)
  ^bb1(%2: !stream.timepoint):  // 2 preds: ^bb0, ^bb0
    %3 = stream.timepoint.immediate => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
}

