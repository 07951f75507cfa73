module {
  util.func public @scfIfConvergent(%arg0: i1) -> !stream.timepoint {
    %0 = scf.if %arg0 -> (!stream.timepoint) {
      %2 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %2 : !stream.timepoint
    } else {
      %2 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %2 : !stream.timepoint
    }
    %1 = stream.timepoint.join max(%0) => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

