module {
  util.func public @nonUniformCaller(%arg0: !stream.timepoint) -> !stream.timepoint {
    %0 = util.call @nonUniformCallee(%arg0) : (!stream.timepoint) -> !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = util.call @nonUniformCallee(%1) : (!stream.timepoint) -> !stream.timepoint
    %3 = stream.timepoint.join max(%0, %2) => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
  util.func private @nonUniformCallee(%arg0: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.join max(%arg0) => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

