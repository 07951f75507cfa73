module {
  util.func public @scf_if_merge(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>) -> !stream.resource<external> {
    %c64 = arith.constant 64 : index
    %0:2 = scf.if %arg0 -> (!stream.resource<external>, !stream.timepoint) {
      %4 = stream.timepoint.immediate => !stream.timepoint
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%4) => with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
    } else {
      %4 = stream.timepoint.immediate => !stream.timepoint
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%4) => with(%arg2) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
    }
    %1 = stream.resource.size %0#0 : !stream.resource<external>
    %2 = stream.timepoint.await %0#1 => %0#0 : !stream.resource<external>{%1}
    %results, %result_timepoint = stream.test.timeline_op await(%0#1) => with(%0#0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %3 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
    util.return %3 : !stream.resource<external>
  }
}

