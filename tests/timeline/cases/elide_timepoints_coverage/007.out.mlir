module {
  util.func public @nonUniformCaller(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> !stream.timepoint {
    %0 = util.call @nonUniformCallee(%arg0) : (!stream.timepoint) -> !stream.timepoint
    %1 = stream.timepoint.join max(%arg0, %arg1) => !stream.timepoint
    %2 = util.call @nonUniformCallee(%1) : (!stream.timepoint) -> !stream.timepoint
    %3 = stream.timepoint.immediate => !stream.timepoint
    %4 = stream.timepoint.join max(%3, %0, %arg1, %2) => !stream.timepoint
    util.return %4 : !stream.timepoint
  }
  util.func private @nonUniformCallee(%arg0: !stream.timepoint) -> !stream.timepoint {
    util.return %arg0 : !stream.timepoint
  }
}

