module {
  util.func private @FoldAsyncExecuteDuplicateResults(%arg0: index, %arg1: i32, %arg2: index, %arg3: i32) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint) {
    %results:3, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%arg0}, !stream.resource<*>{%arg2}, !stream.resource<*>{%arg0}) {
      %0 = stream.async.splat %arg1 : i32 -> !stream.resource<*>{%arg0}
      %1 = stream.async.splat %arg3 : i32 -> !stream.resource<*>{%arg2}
      stream.yield %0, %1, %0 : !stream.resource<*>{%arg0}, !stream.resource<*>{%arg2}, !stream.resource<*>{%arg0}
    } => !stream.timepoint
    util.return %results#0, %results#1, %results#2, %result_timepoint : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint
  }
}

