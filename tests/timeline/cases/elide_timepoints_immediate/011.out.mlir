module {
  util.func public @uniformCaller() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = util.call @uniformCallee(%0) : (!stream.timepoint) -> !stream.timepoint
    %2 = stream.timepoint.immediate => !stream.timepoint
    %3 = util.call @uniformCallee(%0) : (!stream.timepoint) -> !stream.timepoint
    %4 = stream.timepoint.immediate => !stream.timepoint
    %5 = stream.timepoint.join max(%2, %4) => !stream.timepoint
    %6 = stream.timepoint.immediate => !stream.timepoint
    util.return %6 : !stream.timepoint
  }
  util.func private @uniformCallee(%arg0: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.join max(%0) => !stream.timepoint
    %2 = stream.timepoint.immediate => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
}

