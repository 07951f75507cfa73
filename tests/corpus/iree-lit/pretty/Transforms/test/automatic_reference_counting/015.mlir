module {
  util.global private @resource : !stream.resource<variable>
  util.global private @timepoint : !stream.timepoint
  util.func private @ignoreGlobalLoad(%arg0: index) -> !stream.timepoint {
    %resource = util.global.load @resource : !stream.resource<variable>
    %timepoint = util.global.load @timepoint : !stream.timepoint
    %result_timepoint = stream.test.timeline_op await(%timepoint) => with(%resource) : (!stream.resource<variable>{%arg0}) -> () => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

