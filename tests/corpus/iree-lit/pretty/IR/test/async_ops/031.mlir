module {
  util.func private @asyncExecuteNoResults(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
    %result_timepoint = stream.async.execute await(%arg2) => with(%arg0 as %arg3: !stream.resource<*>{%arg1}) {
      stream.yield
    } => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

