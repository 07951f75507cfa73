module {
  util.func public @scfIfDivergent(%arg0: i1, %arg1: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = scf.if %arg0 -> (!stream.timepoint) {
      scf.yield %0 : !stream.timepoint
    } else {
      %3 = stream.timepoint.join max(%arg1, %0) => !stream.timepoint
      scf.yield %3 : !stream.timepoint
    }
    %2 = stream.timepoint.join max(%arg1, %1) => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
}

