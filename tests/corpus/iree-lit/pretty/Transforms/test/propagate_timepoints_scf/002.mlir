module {
  util.func public @scf_for_result_barrier(%arg0: !stream.resource<external>) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.await %0 => %arg0 : !stream.resource<external>{%c64}
    %2 = scf.for %arg1 = %c0 to %c3 step %c1 iter_args(%arg2 = %1) -> (!stream.resource<external>) {
      %results, %result_timepoint_0 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %3 = stream.timepoint.await %result_timepoint_0 => %results : !stream.resource<external>{%c64}
      scf.yield %3 : !stream.resource<external>
    }
    %result, %result_timepoint = stream.timepoint.barrier %2 : !stream.resource<external>{%c64} => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

