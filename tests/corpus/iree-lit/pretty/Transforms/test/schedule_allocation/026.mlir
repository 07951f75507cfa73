module {
  util.func public @applyAsyncDispatchUnusedOp(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg5: !stream.resource<transient>{%arg1}) -> %arg0{%arg1} {
      %2 = stream.async.concurrent with(%arg5 as %arg6: !stream.resource<transient>{%arg1}) -> %arg5{%arg1} {
        %3:2 = stream.async.dispatch @executable::@dispatch[%c1, %c1, %c1](%arg6[%arg2 to %arg3 for %arg4], %c4) : (!stream.resource<transient>{%arg1}, index) -> (%arg6{%arg1}, !stream.resource<transient>{%arg1})
        stream.yield %3#0 : !stream.resource<transient>{%arg1}
      }
      stream.yield %2 : !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    %0 = util.optimization_barrier %result_timepoint : !stream.timepoint
    %1 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

