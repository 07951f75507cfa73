module {
  util.func public @scfWhileAwaitElimination(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0:3 = scf.while (%arg2 = %c0, %arg3 = %results, %arg4 = %result_timepoint) : (index, !stream.resource<external>, !stream.timepoint) -> (index, !stream.resource<external>, !stream.timepoint) {
      %2 = arith.cmpi slt, %arg2, %arg1 : index
      scf.condition(%2) %arg2, %arg3, %arg4 : index, !stream.resource<external>, !stream.timepoint
    } do {
    ^bb0(%arg2: index, %arg3: !stream.resource<external>, %arg4: !stream.timepoint):
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%arg4) => with(%arg3) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c8}
      %3 = arith.addi %arg2, %c1 : index
      scf.yield %3, %2, %result_timepoint_1 : index, !stream.resource<external>, !stream.timepoint
    }
    %1 = stream.timepoint.await %0#2 => %0#1 : !stream.resource<external>{%c8}
    util.return %1 : !stream.resource<external>
  }
}

