module {
  util.func private @asyncExecuteNoCaptures(%arg0: index, %arg1: i32) -> (!stream.resource<*>, !stream.timepoint) {
    %results, %result_timepoint = stream.async.execute with() -> !stream.resource<*>{%arg0} {
      %0 = stream.async.splat %arg1 : i32 -> !stream.resource<*>{%arg0}
      stream.yield %0 : !stream.resource<*>{%arg0}
    } => !stream.timepoint
    util.return %results, %result_timepoint : !stream.resource<*>, !stream.timepoint
  }
}

