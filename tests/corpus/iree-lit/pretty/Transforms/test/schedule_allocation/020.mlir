module {
  util.func public @applyConcurrentAsyncCopyOp(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c144 = arith.constant 144 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg3: !stream.resource<external>{%arg2}, %arg1 as %arg4: !stream.resource<transient>{%arg2}) -> %arg1{%arg2} {
      %1 = stream.async.concurrent with(%arg3 as %arg5: !stream.resource<external>{%arg2}, %arg4 as %arg6: !stream.resource<transient>{%arg2}) -> %arg4{%arg2} {
        %2 = stream.async.copy %arg5[%c0 to %c16], %arg6[%c0 to %c16], %c16 : !stream.resource<external>{%arg2} -> %arg6 as !stream.resource<transient>{%arg2}
        %3 = stream.async.copy %arg5[%c16 to %c144], %2[%c16 to %c144], %c128 : !stream.resource<external>{%arg2} -> %2 as !stream.resource<transient>{%arg2}
        stream.yield %3 : !stream.resource<transient>{%arg2}
      }
      stream.yield %1 : !stream.resource<transient>{%arg2}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

