module {
  util.global private mutable @global0 : !stream.timepoint
  util.global private mutable @global1 : !stream.timepoint
  util.initializer {
    %result_timepoint = stream.test.timeline_op with() : () -> () => !stream.timepoint
    util.global.store %result_timepoint, @global0 : !stream.timepoint
    %result_timepoint_0 = stream.test.timeline_op await(%result_timepoint) => with() : () -> () => !stream.timepoint
    util.global.store %result_timepoint_0, @global1 : !stream.timepoint
    util.return
  }
  util.func private @initializedGlobals() -> !stream.timepoint {
    %global0 = util.global.load @global0 : !stream.timepoint
    %global1 = util.global.load @global1 : !stream.timepoint
    %0 = stream.timepoint.join max(%global0, %global1) => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

