module {
  util.func private @normal_func(%arg0: !stream.resource<external>) -> !stream.resource<external>
  util.func public @nonTimelineAwareCall(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c16384 = arith.constant 16384 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg1: !stream.resource<external>{%c16384}) -> !stream.resource<external>{%c16384} {
      %2 = stream.async.clone %arg1 : !stream.resource<external>{%c16384} -> !stream.resource<external>{%c16384}
      stream.yield %2 : !stream.resource<external>{%c16384}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c16384}
    %1 = util.call @normal_func(%0) : (!stream.resource<external>) -> !stream.resource<external>
    util.return %1 : !stream.resource<external>
  }
}

