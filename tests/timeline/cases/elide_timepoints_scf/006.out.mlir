module {
  util.func public @scfForNoSink(%arg0: !stream.resource<external>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c0_i32 = arith.constant 0 : i32
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} => !stream.timepoint
    %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c4}) -> !stream.resource<staging>{%c4} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<staging>{%c4}
      %2 = stream.async.load %1[%c0] : !stream.resource<staging>{%c4} -> i32
      %3 = arith.addi %arg2, %2 : i32
      scf.yield %3 : i32
    }
    util.return %0 : i32
  }
}

