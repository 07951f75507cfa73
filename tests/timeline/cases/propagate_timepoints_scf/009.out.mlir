module {
  util.func public @no_false_dependencies(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %results, %result_timepoint = stream.test.timeline_op await(%0) => with(%arg0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
    %2 = stream.timepoint.immediate => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.test.timeline_op await(%2) => with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %3 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
    util.return %1, %3 : !stream.resource<external>, !stream.resource<external>
  }
}

