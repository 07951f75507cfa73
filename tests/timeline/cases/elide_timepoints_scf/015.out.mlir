module {
  util.func public @scfIfInsideScfFor(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %true = arith.constant true
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> (!stream.resource<external>) {
      %1:2 = scf.if %true -> (!stream.resource<external>, !stream.timepoint) {
        %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
        %3 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c4}
        scf.yield %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
      } else {
        %3 = stream.timepoint.immediate => !stream.timepoint
        scf.yield %arg2, %3 : !stream.resource<external>, !stream.timepoint
      }
      %2 = stream.timepoint.await %1#1 => %1#0 : !stream.resource<external>{%c4}
      scf.yield %2 : !stream.resource<external>
    }
    util.return %0 : !stream.resource<external>
  }
}

