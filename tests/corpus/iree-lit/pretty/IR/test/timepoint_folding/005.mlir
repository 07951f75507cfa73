module {
  util.func private @FoldTimepointJoinOp(%arg0: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.join max(%arg0) => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

