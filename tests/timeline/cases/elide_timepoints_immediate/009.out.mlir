module {
  util.func public @caller() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = util.call @callee(%0, %0) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %2 = stream.timepoint.immediate => !stream.timepoint
    %3 = stream.timepoint.join max(%0, %2) => !stream.timepoint
    %4 = stream.timepoint.immediate => !stream.timepoint
    util.return %4 : !stream.timepoint
  }
  util.func private @callee(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%0, %1) => !stream.timepoint
    %3 = stream.timepoint.immediate => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
}

