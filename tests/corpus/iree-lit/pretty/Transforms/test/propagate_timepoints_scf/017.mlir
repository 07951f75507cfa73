module {
  util.func public @beam_search_pattern(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: index) -> (!stream.resource<external>, !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (!stream.resource<external>, !stream.resource<external>) {
      %results, %result_timepoint = stream.test.timeline_op with(%arg4) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg5) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %1, %2 : !stream.resource<external>, !stream.resource<external>
    }
    util.return %0#0, %0#1 : !stream.resource<external>, !stream.resource<external>
  }
}

