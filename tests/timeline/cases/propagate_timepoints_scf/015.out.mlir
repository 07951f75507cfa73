module {
  util.func public @scf_for_readonly_resource(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2:4 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg0, %arg4 = %0, %arg5 = %arg1, %arg6 = %1) -> (!stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.test.timeline_op await(%arg4, %arg6) => with(%arg3, %arg5) : (!stream.resource<external>{%c64}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %7 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
      scf.yield %arg3, %arg4, %results, %result_timepoint : !stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint
    }
    %3 = stream.resource.size %2#2 : !stream.resource<external>
    %4 = stream.timepoint.await %2#3 => %2#2 : !stream.resource<external>{%3}
    %5 = stream.resource.size %2#0 : !stream.resource<external>
    %6 = stream.timepoint.await %2#1 => %2#0 : !stream.resource<external>{%5}
    util.return %4 : !stream.resource<external>
  }
}

