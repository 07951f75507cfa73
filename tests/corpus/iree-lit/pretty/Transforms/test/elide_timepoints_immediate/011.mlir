module {
  util.func public @uniformCaller() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = util.call @uniformCallee(%0) : (!stream.timepoint) -> !stream.timepoint
    %2 = util.call @uniformCallee(%0) : (!stream.timepoint) -> !stream.timepoint
    %3 = stream.timepoint.join max(%1, %2) => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
  util.func private @uniformCallee(%arg0: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.join max(%arg0) => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

