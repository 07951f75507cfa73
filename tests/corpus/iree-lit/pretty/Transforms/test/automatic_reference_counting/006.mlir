module {
  util.func private @insertDeallocaMultiUserFork(%arg0: !stream.timepoint, %arg1: index) -> (!stream.timepoint, !stream.timepoint) {
    %result, %result_timepoint = stream.resource.alloca uninitialized await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    %result_timepoint_0 = stream.test.timeline_op await(%result_timepoint) => with(%result) : (!stream.resource<transient>{%arg1}) -> () => !stream.timepoint
    %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint_0) => with() : () -> () => !stream.timepoint
    %result_timepoint_2 = stream.test.timeline_op await(%result_timepoint) => with(%result) : (!stream.resource<transient>{%arg1}) -> () => !stream.timepoint
    util.return %result_timepoint_1, %result_timepoint_2 : !stream.timepoint, !stream.timepoint
  }
}

