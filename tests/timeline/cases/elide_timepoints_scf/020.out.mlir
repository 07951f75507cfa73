module {
  util.func public @scfWhileAwaitInCondition(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c8}
    %1:2 = scf.while (%arg2 = %c0, %arg3 = %0) : (index, !stream.resource<external>) -> (index, !stream.resource<external>) {
      %2 = arith.cmpi slt, %arg2, %arg1 : index
      scf.condition(%2) %arg2, %arg3 : index, !stream.resource<external>
    } do {
    ^bb0(%arg2: index, %arg3: !stream.resource<external>):
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c8}
      %3 = arith.addi %arg2, %c1 : index
      scf.yield %3, %2 : index, !stream.resource<external>
    }
    util.return %1#1 : !stream.resource<external>
  }
}

