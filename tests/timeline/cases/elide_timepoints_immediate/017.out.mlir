module {
  util.func public @scfIfConvergent(%arg0: i1) -> !stream.timepoint {
    %0 = scf.if %arg0 -> (!stream.timepoint) {
      %4 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %4 : !stream.timepoint
    } else {
      %4 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %4 : !stream.timepoint
    }
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2 = stream.timepoint.join max(%1) => !stream.timepoint
    %3 = stream.timepoint.immediate => !stream.timepoint
    util.return %3 : !stream.timepoint
  }
}

