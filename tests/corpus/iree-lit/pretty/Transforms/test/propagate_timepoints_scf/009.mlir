module {
  util.func public @no_false_dependencies(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
    %c64 = arith.constant 64 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
    %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
    util.return %0, %1 : !stream.resource<external>, !stream.resource<external>
  }
}

