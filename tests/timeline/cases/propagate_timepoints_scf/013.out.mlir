module {
  util.func public @scf_while_condition_with_timeline_op(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %results, %result_timepoint = stream.test.timeline_op await(%0) => with(%arg0) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c128}
    %2:2 = scf.while (%arg2 = %results, %arg3 = %result_timepoint) : (!stream.resource<external>, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint) {
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%arg3) => with(%arg2) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c128}
      %6 = stream.resource.size %5 : !stream.resource<external>
      %7 = arith.cmpi slt, %6, %arg1 : index
      scf.condition(%7) %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
    } do {
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.timepoint):
      scf.yield %arg2, %arg3 : !stream.resource<external>, !stream.timepoint
    }
    %3 = stream.resource.size %2#0 : !stream.resource<external>
    %4 = stream.timepoint.await %2#1 => %2#0 : !stream.resource<external>{%3}
    util.return %4 : !stream.resource<external>
  }
}

