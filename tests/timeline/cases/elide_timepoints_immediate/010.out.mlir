module {
  util.func public @callerDupes() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1:2 = util.call @calleeDupes(%0, %0) : (!stream.timepoint, !stream.timepoint) -> (!stream.timepoint, !stream.timepoint)
    %2 = stream.timepoint.immediate => !stream.timepoint
    %3 = stream.timepoint.immediate => !stream.timepoint
    %4 = stream.timepoint.join max(%2, %3) => !stream.timepoint
    %5 = stream.timepoint.immediate => !stream.timepoint
    util.return %5 : !stream.timepoint
  }
  util.func private @calleeDupes(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint) {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    util.return %0, %1 : !stream.timepoint, !stream.timepoint
  }
}

