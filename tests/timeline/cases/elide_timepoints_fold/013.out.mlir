module {
  util.func public @awaitMixedTimelineAndNonTimelineUse(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c8}
    %1 = util.cmp.eq %0, %arg1 : !stream.resource<external>
    %2 = scf.if %1 -> (!stream.resource<external>) {
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      scf.yield %results_0 : !stream.resource<external>
    } else {
      scf.yield %arg1 : !stream.resource<external>
    }
    util.return %2 : !stream.resource<external>
  }
}

