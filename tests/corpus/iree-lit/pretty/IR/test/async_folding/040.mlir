module {
  util.func private @FoldAsyncExecuteTiedDuplicateResults(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: i32) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %results:3, %result_timepoint = stream.async.execute with(%arg0 as %arg4: !stream.resource<*>{%arg1}) -> (%arg0{%arg1}, !stream.resource<*>{%arg2}, %arg0{%arg1}) {
      %0 = stream.async.fill %arg3, %arg4[%c0 to %c128 for %c128] : i32 -> %arg4 as !stream.resource<*>{%arg1}
      %1 = stream.async.splat %arg3 : i32 -> !stream.resource<*>{%arg2}
      stream.yield %0, %1, %0 : !stream.resource<*>{%arg1}, !stream.resource<*>{%arg2}, !stream.resource<*>{%arg1}
    } => !stream.timepoint
    util.return %results#0, %results#1, %results#2, %result_timepoint : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint
  }
}

