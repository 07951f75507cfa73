module {
  util.func public @scfIfFoldAwaitWithExecute(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} => !stream.timepoint
    %0:2 = scf.if %arg0 -> (!stream.resource<external>, !stream.timepoint) {
      %results_2, %result_timepoint_3 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c16} => !stream.timepoint
      scf.yield %results_2, %result_timepoint_3 : !stream.resource<external>, !stream.timepoint
    } else {
      %results_2, %result_timepoint_3 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c16} => !stream.timepoint
      scf.yield %results_2, %result_timepoint_3 : !stream.resource<external>, !stream.timepoint
    }
    %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint, %0#1) => with(%0#0, %results) : (!stream.resource<external>{%c16}, !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c16}
    util.return %1 : !stream.resource<external>
  }
}

