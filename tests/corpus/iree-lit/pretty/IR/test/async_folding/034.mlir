module {
  util.func private @ChainAsyncExecuteWaits(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.timepoint.await %arg2 => %arg0 : !stream.resource<*>{%arg1}
    %results, %result_timepoint = stream.async.execute with(%0 as %arg3: !stream.resource<*>{%arg1}) -> %0{%arg1} {
      %1 = stream.async.dispatch @executable::@dispatch0[%c1, %c1, %c1](%arg3[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    util.return %results, %result_timepoint : !stream.resource<*>, !stream.timepoint
  }
}

