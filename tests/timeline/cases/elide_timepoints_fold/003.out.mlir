module {
  util.func public @awaitFoldIntoTimepointJoin(%arg0: !stream.resource<external>) -> !stream.timepoint {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = stream.timepoint.join max(%result_timepoint_1) => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

