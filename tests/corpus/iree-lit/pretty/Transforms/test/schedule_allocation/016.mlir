module {
  util.func public @applyAsyncSliceOp(%arg0: !stream.resource<transient>, %arg1: index) {
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c144 = arith.constant 144 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%c128} {
      %1 = stream.async.slice %arg2[%c16 to %c144] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%c128}
      stream.yield %1 : !stream.resource<transient>{%c128}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

