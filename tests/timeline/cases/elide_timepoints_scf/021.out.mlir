module {
  util.func public @scfIfTimelineAwareOp(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.test.fence) -> !stream.resource<external> {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = scf.if %arg0 -> (!stream.resource<external>) {
      %1 = stream.timepoint.export %result_timepoint => (!stream.test.fence)
      %2 = stream.test.timeline_aware(%results) waits(%1) signals(%arg2) : (!stream.resource<external>) -> !stream.resource<external>
      %3 = stream.timepoint.import %arg2 : (!stream.test.fence) => !stream.timepoint
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%3) => with(%2) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      scf.yield %results_0 : !stream.resource<external>
    } else {
      scf.yield %arg1 : !stream.resource<external>
    }
    util.return %0 : !stream.resource<external>
  }
}

