module {
  util.func public @scf_for_readonly_resource(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0:2 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (!stream.resource<external>, !stream.resource<external>) {
      %results, %result_timepoint = stream.test.timeline_op with(%arg3, %arg4) : (!stream.resource<external>{%c64}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
      scf.yield %arg3, %1 : !stream.resource<external>, !stream.resource<external>
    }
    util.return %0#1 : !stream.resource<external>
  }
}

