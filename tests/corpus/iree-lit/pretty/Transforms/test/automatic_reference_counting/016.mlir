module {
  util.global private mutable @resource : !stream.resource<variable>
  util.global private mutable @timepoint : !stream.timepoint
  util.func private @ignoreGlobalStore(%arg0: !stream.timepoint, %arg1: index) {
    %result, %result_timepoint = stream.resource.alloca uninitialized await(%arg0) => !stream.resource<variable>{%arg1} => !stream.timepoint
    util.global.store %result, @resource : !stream.resource<variable>
    util.global.store %result_timepoint, @timepoint : !stream.timepoint
    util.return
  }
}

