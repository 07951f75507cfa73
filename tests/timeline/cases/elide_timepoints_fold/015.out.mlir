module {
  util.func public @awaitScfForResultDominance(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = scf.for %arg1 = %c0 to %c3 step %c1 iter_args(%arg2 = %results) -> (!stream.resource<external>) {
      %results_2, %result_timepoint_3 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_3 => %results_2 : !stream.resource<external>{%c8}
      scf.yield %1 : !stream.resource<external>
    }
    %results_0, %result_timepoint_1 = stream.test.timeline_op with(%0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    util.return %results_0 : !stream.resource<external>
  }
}

