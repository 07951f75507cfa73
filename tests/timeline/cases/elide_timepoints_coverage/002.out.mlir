module {
  util.func private @nonImmediate() -> !stream.timepoint {
    %result_timepoint = stream.test.timeline_op with() : () -> () => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

