module {
  util.func public @sequentialTimelineAwareCalls(%arg0: !stream.resource<external>, %arg1: !stream.test.fence, %arg2: !stream.test.fence) -> !stream.resource<external> {
    %c16384 = arith.constant 16384 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg3: !stream.resource<external>{%c16384}) -> !stream.resource<external>{%c16384} {
      %8 = stream.async.clone %arg3 : !stream.resource<external>{%c16384} -> !stream.resource<external>{%c16384}
      stream.yield %8 : !stream.resource<external>{%c16384}
    } => !stream.timepoint
    %0 = stream.timepoint.export %result_timepoint => (!stream.test.fence)
    %1 = stream.test.timeline_aware(%results) waits(%0) signals(%arg1) : (!stream.resource<external>) -> !stream.resource<external>
    %2 = stream.timepoint.import %arg1 : (!stream.test.fence) => !stream.timepoint
    %3 = stream.timepoint.await %2 => %1 : !stream.resource<external>{%c16384}
    %results_0, %result_timepoint_1 = stream.async.execute with(%3 as %arg3: !stream.resource<external>{%c16384}) -> !stream.resource<external>{%c16384} {
      %8 = stream.async.clone %arg3 : !stream.resource<external>{%c16384} -> !stream.resource<external>{%c16384}
      stream.yield %8 : !stream.resource<external>{%c16384}
    } => !stream.timepoint
    %4 = stream.timepoint.export %result_timepoint_1 => (!stream.test.fence)
    %5 = stream.test.timeline_aware(%results_0) waits(%4) signals(%arg2) : (!stream.resource<external>) -> !stream.resource<external>
    %6 = stream.timepoint.import %arg2 : (!stream.test.fence) => !stream.timepoint
    %7 = stream.timepoint.await %6 => %5 : !stream.resource<external>{%c16384}
    util.return %7 : !stream.resource<external>
  }
}

