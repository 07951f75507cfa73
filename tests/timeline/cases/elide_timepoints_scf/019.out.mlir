module {
  util.func public @scfIfPartialCoverage(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = scf.if %arg0 -> (!stream.resource<external>) {
      %results_2, %result_timepoint_3 = stream.test.timeline_op await(%result_timepoint) => with(%results, %results_0) : (!stream.resource<external>{%c8}, !stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_3 => %results_2 : !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    } else {
      %results_2, %result_timepoint_3 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_3 => %results_2 : !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    }
    util.return %0 : !stream.resource<external>
  }
}

