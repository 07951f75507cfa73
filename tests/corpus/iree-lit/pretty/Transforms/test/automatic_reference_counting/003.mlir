module {
  util.func private @insertDeallocaOneUserOneUse(%arg0: !stream.timepoint, %arg1: index) -> !stream.timepoint {
    %result, %result_timepoint = stream.resource.alloca uninitialized await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    %result_timepoint_0 = stream.test.timeline_op await(%result_timepoint) => with(%result) : (!stream.resource<transient>{%arg1}) -> () => !stream.timepoint
    util.return %result_timepoint_0 : !stream.timepoint
  }
}

