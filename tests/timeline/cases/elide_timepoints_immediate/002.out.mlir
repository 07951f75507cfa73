module {
  util.func public @nonImmediateJoin(%arg0: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.join max(%arg0, %0) => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

