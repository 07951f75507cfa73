module {
  util.func public @passthroughOperands(%arg0: !stream.resource<transient>, %arg1: index) {
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) -> %arg0{%arg1} {
      stream.yield %arg2 : !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

