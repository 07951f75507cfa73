module {
  util.func public @callerDupes(%arg0: !stream.timepoint) -> !stream.timepoint {
    %0:2 = util.call @calleeDupes(%arg0, %arg0) : (!stream.timepoint, !stream.timepoint) -> (!stream.timepoint, !stream.timepoint)
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%1, %0#0, %0#1) => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
  util.func private @calleeDupes(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint) {
    util.return %arg0, %arg1 : !stream.timepoint, !stream.timepoint
  }
}

