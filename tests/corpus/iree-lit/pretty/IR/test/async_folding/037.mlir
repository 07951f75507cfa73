module {
  util.func private @TieRegionResultsAsyncExecuteOp(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, !stream.timepoint) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %0 = stream.async.dispatch @executable::@dispatch0[%c1, %c1, %c1](%arg2[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> %arg2{%arg1}
      stream.yield %0 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    util.return %results, %result_timepoint : !stream.resource<*>, !stream.timepoint
  }
}

