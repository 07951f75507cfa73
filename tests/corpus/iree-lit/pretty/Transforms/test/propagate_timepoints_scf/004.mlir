module {
  util.func public @scf_while_bidirectional(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c128}
    %1:2 = scf.while (%arg2 = %0, %arg3 = %c0) : (!stream.resource<external>, index) -> (!stream.resource<external>, index) {
      %2 = arith.cmpi slt, %arg3, %arg1 : index
      scf.condition(%2) %arg2, %arg3 : !stream.resource<external>, index
    } do {
    ^bb0(%arg2: !stream.resource<external>, %arg3: index):
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c128}
      %3 = arith.addi %arg3, %c1 : index
      scf.yield %2, %3 : !stream.resource<external>, index
    }
    util.return %1#0 : !stream.resource<external>
  }
}

