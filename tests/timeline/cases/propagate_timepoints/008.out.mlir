module {
  util.func private @asyncExecuteConsume(%arg0: !stream.resource<external>, %arg1: !stream.timepoint, %arg2: !stream.resource<transient>, %arg3: !stream.timepoint) {
    %0 = stream.resource.size %arg0 : !stream.resource<external>
    %1 = stream.timepoint.await %arg1 => %arg0 : !stream.resource<external>{%0}
    %2 = stream.resource.size %arg2 : !stream.resource<transient>
    %3 = stream.timepoint.await %arg3 => %arg2 : !stream.resource<transient>{%2}
    %4 = stream.resource.size %1 : !stream.resource<external>
    %5 = stream.resource.size %3 : !stream.resource<transient>
    %6 = stream.timepoint.join max(%arg1, %arg3) => !stream.timepoint
    %results:2, %result_timepoint = stream.async.execute await(%6) => with(%arg0 as %arg4: !stream.resource<external>{%4}, %arg2 as %arg5: !stream.resource<transient>{%5}) -> (!stream.resource<external>{%4}, !stream.resource<transient>{%5}) {
      stream.yield %arg4, %arg5 : !stream.resource<external>{%4}, !stream.resource<transient>{%5}
    } => !stream.timepoint
    %7:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<external>{%4}, !stream.resource<transient>{%5}
    %8 = util.optimization_barrier %7#0 : !stream.resource<external>
    %9 = util.optimization_barrier %7#1 : !stream.resource<transient>
    util.return
  }
}

