module {
  util.func public @scf_for_result_barrier(%arg0: !stream.resource<external>) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.await %0 => %arg0 : !stream.resource<external>{%c64}
    %2:2 = scf.for %arg1 = %c0 to %c3 step %c1 iter_args(%arg2 = %arg0, %arg3 = %0) -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.test.timeline_op await(%arg3) => with(%arg2) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    }
    %3 = stream.resource.size %2#0 : !stream.resource<external>
    %4 = stream.timepoint.await %2#1 => %2#0 : !stream.resource<external>{%3}
    util.return %2#1 : !stream.timepoint
  }
}

