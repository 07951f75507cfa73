module {
  util.func public @parameter_write_in_scf_for(%arg0: !util.buffer, %arg1: !stream.resource<external>, %arg2: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1, %arg5 = %0) -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.test.timeline_op await(%arg5) => with(%arg4) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %4 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
      %buffer_cst = util.buffer.constant : !util.buffer = "checkpoint"
      %result, %result_timepoint_0 = stream.async.parameter.write await(%result_timepoint) %results[%c0 to %c64 for %c64] -> %arg0::%buffer_cst[%c0_i64] : !stream.resource<external>{%c64} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint_0 => %result : !stream.resource<external>{%c64}
      scf.yield %result, %result_timepoint_0 : !stream.resource<external>, !stream.timepoint
    }
    %2 = stream.resource.size %1#0 : !stream.resource<external>
    %3 = stream.timepoint.await %1#1 => %1#0 : !stream.resource<external>{%2}
    util.return %3 : !stream.resource<external>
  }
}

