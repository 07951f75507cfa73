module {
  util.func private @explicitIndeterminateAlloca(%arg0: !stream.timepoint, %arg1: index) {
    %result, %result_timepoint = stream.resource.alloca uninitialized indeterminate await(%arg0) => !stream.resource<variable>{%arg1} => !stream.timepoint
    util.return
  }
}

