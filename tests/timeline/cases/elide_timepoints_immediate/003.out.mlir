module {
  util.func public @selectSame(%arg0: i1) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = arith.select %arg0, %0, %1 : !stream.timepoint
    %3 = stream.timepoint.immediate => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
}

