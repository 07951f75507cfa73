module {
  util.func public @builtinSplatI64(%arg0: index, %arg1: i64) -> (!stream.resource<*>, !stream.timepoint) {
    %results, %result_timepoint = stream.async.execute with() -> !stream.resource<*>{%arg0} {
      %0 = stream.async.concurrent with() -> !stream.resource<*>{%arg0} {
        %1 = stream.async.splat %arg1 : i64 -> !stream.resource<*>{%arg0}
        stream.yield %1 : !stream.resource<*>{%arg0}
      }
      stream.yield %0 : !stream.resource<*>{%arg0}
    } => !stream.timepoint
    util.return %results, %result_timepoint : !stream.resource<*>, !stream.timepoint
  }
}

