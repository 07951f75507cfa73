module {
  util.func private @insertDeallocaWithAffinity(%arg0: !stream.timepoint, %arg1: index) -> !stream.timepoint {
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.promise<@device>) await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

