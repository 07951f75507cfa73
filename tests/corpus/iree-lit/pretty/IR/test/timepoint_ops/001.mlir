module {
  util.func private @timepointImmediate() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

