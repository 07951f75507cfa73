module {
  util.func public @parameter_load_in_scf_for(%arg0: !util.buffer, %arg1: !stream.resource<external>, %arg2: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %c1024 = arith.constant 1024 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1, %arg5 = %0) -> (!stream.resource<external>, !stream.timepoint) {
      %buffer_cst = util.buffer.constant : !util.buffer = "layer_weights"
      %result, %result_timepoint = stream.async.parameter.load %arg0::%buffer_cst[%c0_i64] : !stream.resource<constant>{%c1024} => !stream.timepoint
      %4 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%c1024}
      %results, %result_timepoint_0 = stream.test.timeline_op await(%arg5, %result_timepoint) => with(%arg4, %result) : (!stream.resource<external>{%c64}, !stream.resource<constant>{%c1024}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint_0 => %results : !stream.resource<external>{%c64}
      scf.yield %results, %result_timepoint_0 : !stream.resource<external>, !stream.timepoint
    }
    %2 = stream.resource.size %1#0 : !stream.resource<external>
    %3 = stream.timepoint.await %1#1 => %1#0 : !stream.resource<external>{%2}
    util.return %3 : !stream.resource<external>
  }
}

