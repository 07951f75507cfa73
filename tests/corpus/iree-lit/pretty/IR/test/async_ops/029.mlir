module {
  util.func private @asyncExecute(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint) {
    %results, %result_timepoint = stream.async.execute await(%arg2) => with(%arg0 as %arg3: !stream.resource<*>{%arg1}) -> %arg0{%arg1} {
      %0 = stream.async.concurrent with(%arg3 as %arg4: !stream.resource<*>{%arg1}) -> %arg3{%arg1} {
        stream.yield %arg4 : !stream.resource<*>{%arg1}
      }
      stream.yield %0 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    util.return %results, %result_timepoint : !stream.resource<*>, !stream.timepoint
  }
}

