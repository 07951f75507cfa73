module {
  util.func public @scfForInsideScfIf(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = scf.if %arg0 -> (!stream.resource<external>) {
      %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c8}
      %2 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %1) -> (!stream.resource<external>) {
        %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
        %3 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c8}
        scf.yield %3 : !stream.resource<external>
      }
      scf.yield %2 : !stream.resource<external>
    } else {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    }
    util.return %0 : !stream.resource<external>
  }
}

