module {
  util.func public @scf_for_pipelined(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c128}
    %1 = scf.for %arg1 = %c0 to %c3 step %c1 iter_args(%arg2 = %0) -> (!stream.resource<external>) {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c128}
      scf.yield %2 : !stream.resource<external>
    }
    util.return %1 : !stream.resource<external>
  }
}

