module {
  util.func public @scf_while_condition_with_timeline_op(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c128}
    %1 = scf.while (%arg2 = %0) : (!stream.resource<external>) -> !stream.resource<external> {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c128}
      %3 = stream.resource.size %2 : !stream.resource<external>
      %4 = arith.cmpi slt, %3, %arg1 : index
      scf.condition(%4) %2 : !stream.resource<external>
    } do {
    ^bb0(%arg2: !stream.resource<external>):
      scf.yield %arg2 : !stream.resource<external>
    }
    util.return %1 : !stream.resource<external>
  }
}

