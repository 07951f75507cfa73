module {
  util.func private @immediateJoin() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%0, %1) => !stream.timepoint
    %3 = stream.timepoint.immediate => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
}

