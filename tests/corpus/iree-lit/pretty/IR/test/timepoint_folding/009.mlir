module {
  util.func private @ExpandTimepointJoinOperands(%arg0: !stream.timepoint, %arg1: !stream.timepoint, %arg2: !stream.timepoint, %arg3: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.join max(%arg0, %arg1) => !stream.timepoint
    %1 = stream.timepoint.join max(%arg2, %0, %arg3) => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

