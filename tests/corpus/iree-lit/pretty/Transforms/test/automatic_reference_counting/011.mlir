module {
  util.func private @ignoreAwaited(%arg0: !stream.timepoint, %arg1: index) -> !stream.resource<transient> {
    %result, %result_timepoint = stream.resource.alloca uninitialized await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

