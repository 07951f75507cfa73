module {
  util.func public @pipeline_parallelism(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1:2 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1, %arg4 = %0) -> (!stream.resource<external>, !stream.timepoint) {
      %4:2 = scf.if %arg0 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.test.timeline_op await(%arg4) => with(%arg3) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
        %7 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.test.timeline_op await(%arg4) => with(%arg3) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
        %7 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      %5 = stream.resource.size %4#0 : !stream.resource<external>
      %6 = stream.timepoint.await %4#1 => %4#0 : !stream.resource<external>{%5}
      scf.yield %4#0, %4#1 : !stream.resource<external>, !stream.timepoint
    }
    %2 = stream.resource.size %1#0 : !stream.resource<external>
    %3 = stream.timepoint.await %1#1 => %1#0 : !stream.resource<external>{%2}
    util.return %3 : !stream.resource<external>
  }
}

