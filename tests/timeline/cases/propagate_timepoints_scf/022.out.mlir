module {
  util.func public @parameter_write_then_load_in_scf_for(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: !stream.resource<external>, %arg4: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %c1024 = arith.constant 1024 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1:2 = scf.for %arg5 = %c0 to %arg4 step %c1 iter_args(%arg6 = %arg3, %arg7 = %0) -> (!stream.resource<external>, !stream.timepoint) {
      %result, %result_timepoint = stream.async.parameter.write await(%arg7) %arg6[%c0 to %c64 for %c64] -> %arg0::%arg1[%c0_i64] : !stream.resource<external>{%c64} => !stream.timepoint
      %4 = stream.timepoint.await %result_timepoint => %result : !stream.resource<external>{%c64}
      %result_0, %result_timepoint_1 = stream.async.parameter.load %arg0::%arg2[%c0_i64] : !stream.resource<constant>{%c1024} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint_1 => %result_0 : !stream.resource<constant>{%c1024}
      %results, %result_timepoint_2 = stream.test.timeline_op await(%result_timepoint, %result_timepoint_1) => with(%result, %result_0) : (!stream.resource<external>{%c64}, !stream.resource<constant>{%c1024}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %6 = stream.timepoint.await %result_timepoint_2 => %results : !stream.resource<external>{%c64}
      scf.yield %results, %result_timepoint_2 : !stream.resource<external>, !stream.timepoint
    }
    %2 = stream.resource.size %1#0 : !stream.resource<external>
    %3 = stream.timepoint.await %1#1 => %1#0 : !stream.resource<external>{%2}
    util.return %3 : !stream.resource<external>
  }
}

