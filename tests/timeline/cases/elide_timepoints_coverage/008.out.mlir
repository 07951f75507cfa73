module {
  util.func public @branch(%arg0: !stream.timepoint) -> !stream.timepoint {
    cf.br ^bb1(%arg0 : !stream.timepoint)
  ^bb1(%0: !stream.timepoint):  // pred: ^bb0
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%1, %0) => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
}

