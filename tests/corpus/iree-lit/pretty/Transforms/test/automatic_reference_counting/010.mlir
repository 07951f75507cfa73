module {
  util.func private @ignoreTiedIndeterminate(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index) -> !stream.timepoint {
    %result, %result_timepoint = stream.timepoint.barrier %arg1 : !stream.resource<transient>{%arg2} => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

