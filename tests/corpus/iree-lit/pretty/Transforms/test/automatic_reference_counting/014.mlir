module {
  util.func private @ignoreRegionsWithCalls(%arg0: !stream.timepoint, %arg1: index) -> !stream.timepoint {
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.promise<@device>) await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    util.call @some_func() : () -> ()
    util.return %result_timepoint : !stream.timepoint
  }
  util.func private @some_func() {
    util.return
  }
}

