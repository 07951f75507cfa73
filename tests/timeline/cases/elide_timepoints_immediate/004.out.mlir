module {
  util.func public @selectDifferent(%arg0: i1, %arg1: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = arith.select %arg0, %0, %arg1 : !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

