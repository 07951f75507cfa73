module {
  util.func public @branch() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    cf.br ^bb1(%0 : !stream.timepoint)
  ^bb1(%1: !stream.timepoint):  // pred: ^bb0
    %2 = stream.timepoint.immediate => !stream.timepoint
    %3 = stream.timepoint.join max(%2) => !stream.timepoint
    %4 = stream.timepoint.immediate => !stream.timepoint
    util.return %4 : !stream.timepoint
  }
}

