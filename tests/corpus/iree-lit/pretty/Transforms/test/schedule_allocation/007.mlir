module {
  util.func public @capturedOperands(%arg0: !stream.resource<transient>, %arg1: index) {
    %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) {
      %0 = stream.async.clone %arg2 : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg1}
      stream.yield
    } => !stream.timepoint
    util.return
  }
}

