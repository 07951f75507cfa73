module {
  util.func public @caller(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> !stream.timepoint {
    %0 = util.call @callee(%arg0, %arg1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.immediate => !stream.timepoint
    %3 = stream.timepoint.join max(%1, %2, %0) => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
  util.func private @callee(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.join max(%arg0, %arg1) => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

