module {
  util.func public @applyAsyncCopyOp(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>, %arg2: index) {
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c144 = arith.constant 144 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg3: !stream.resource<external>{%arg2}, %arg1 as %arg4: !stream.resource<transient>{%arg2}) -> !stream.resource<transient>{%arg2} {
      %1 = stream.async.copy %arg3[%c16 to %c144], %arg4[%c16 to %c144], %c128 : !stream.resource<external>{%arg2} -> %arg4 as !stream.resource<transient>{%arg2}
      stream.yield %1 : !stream.resource<transient>{%arg2}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

