module {
  util.func public @beam_search_pattern(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: index) -> (!stream.resource<external>, !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2:4 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %0, %arg6 = %arg1, %arg7 = %1) -> (!stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.test.timeline_op await(%arg5) => with(%arg4) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%arg7) => with(%arg6) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %7 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
      %8 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %results, %result_timepoint, %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint
    }
    %3 = stream.resource.size %2#2 : !stream.resource<external>
    %4 = stream.timepoint.await %2#3 => %2#2 : !stream.resource<external>{%3}
    %5 = stream.resource.size %2#0 : !stream.resource<external>
    %6 = stream.timepoint.await %2#1 => %2#0 : !stream.resource<external>{%5}
    util.return %6, %4 : !stream.resource<external>, !stream.resource<external>
  }
}

