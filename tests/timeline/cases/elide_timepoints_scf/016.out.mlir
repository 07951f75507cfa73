module {
  util.func public @scfIfYieldingTimepoint(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>) -> !stream.resource<external> {
    %c8 = arith.constant 8 : index
    %0:2 = scf.if %arg0 -> (!stream.resource<external>, !stream.timepoint) {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      scf.yield %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
    } else {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      scf.yield %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
    }
    %results, %result_timepoint = stream.test.timeline_op await(%0#1) => with(%0#0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c8}
    util.return %1 : !stream.resource<external>
  }
}

