module {
  util.func private @immediateJoin() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%0, %1) => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
}

