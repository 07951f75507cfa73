module {
  util.func private @ignoreLiveOut(%arg0: !stream.timepoint, %arg1: index) -> (!stream.resource<transient>, !stream.timepoint) {
    %result, %result_timepoint = stream.resource.alloca uninitialized await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    util.return %result, %result_timepoint : !stream.resource<transient>, !stream.timepoint
  }
}

