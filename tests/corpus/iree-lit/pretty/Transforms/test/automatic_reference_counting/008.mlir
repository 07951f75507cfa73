module {
  util.func private @ignoreLiveIn(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index) -> !stream.timepoint {
    %result_timepoint = stream.test.timeline_op await(%arg0) => with(%arg1) : (!stream.resource<transient>{%arg2}) -> () => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

