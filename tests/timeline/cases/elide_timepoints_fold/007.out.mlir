module {
  util.func public @awaitEliminateWhenCoveredTransitive(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = stream.timepoint.join max(%result_timepoint_1, %result_timepoint) => !stream.timepoint
    %1 = stream.timepoint.join max(%0, %result_timepoint_1) => !stream.timepoint
    %results_2, %result_timepoint_3 = stream.test.timeline_op await_limit(1) await(%1) => with(%results, %results_0) : (!stream.resource<external>{%c8}, !stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    util.return %results_2 : !stream.resource<external>
  }
}

