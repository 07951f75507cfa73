module {
  util.func public @scfIfConvergent(%arg0: i1, %arg1: !stream.timepoint, %arg2: !stream.timepoint) -> !stream.timepoint {
    %0 = scf.if %arg0 -> (!stream.timepoint) {
      scf.yield %arg1 : !stream.timepoint
    } else {
      %3 = stream.timepoint.join max(%arg1, %arg2) => !stream.timepoint
      scf.yield %3 : !stream.timepoint
    }
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%1, %arg2, %0) => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
}

