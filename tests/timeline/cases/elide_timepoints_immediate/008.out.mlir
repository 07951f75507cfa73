module {
  util.func private @nonImmediate() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %result_timepoint = stream.test.timeline_op await(%0) => with() : () -> () => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

