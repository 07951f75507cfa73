module {
  util.func public @partial_chained_dependencies(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %results, %result_timepoint = stream.test.timeline_op await(%0) => with(%arg0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
    %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
    %results_2, %result_timepoint_3 = stream.test.timeline_op await(%result_timepoint_1) => with(%results_0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %3 = stream.timepoint.await %result_timepoint_3 => %results_2 : !stream.resource<external>{%c64}
    util.return %3 : !stream.resource<external>
  }
}

