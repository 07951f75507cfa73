module {
  util.func private @ignoreRetainRelease(%arg0: !stream.timepoint, %arg1: index) -> (!stream.timepoint, !stream.timepoint) {
    %result, %result_timepoint = stream.resource.alloca uninitialized await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    stream.resource.retain %result : !stream.resource<transient>{%arg1}
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    util.return %result_timepoint, %result_timepoint_1 : !stream.timepoint, !stream.timepoint
  }
}

