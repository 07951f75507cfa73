module {
  util.func private @CloneCapturedAsyncExecuteSubviewOps(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, !stream.timepoint) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %0 = stream.resource.subview %arg0[%c0] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c128}
    %results, %result_timepoint = stream.async.execute with(%0 as %arg2: !stream.resource<*>{%c128}) -> %0{%c128} {
      %1 = stream.async.dispatch @executable::@dispatch0[%c1, %c1, %c1](%arg2[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%c128}
    } => !stream.timepoint
    util.return %results, %result_timepoint : !stream.resource<*>, !stream.timepoint
  }
}

