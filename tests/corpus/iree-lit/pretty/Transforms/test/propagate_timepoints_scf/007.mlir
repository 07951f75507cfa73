module {
  util.func public @nested_if_for(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0 = scf.if %arg0 -> (!stream.resource<external>) {
      %1 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (!stream.resource<external>) {
        %results, %result_timepoint = stream.test.timeline_op with(%arg3) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
        %2 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
        scf.yield %2 : !stream.resource<external>
      }
      scf.yield %1 : !stream.resource<external>
    } else {
      %results, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
      scf.yield %1 : !stream.resource<external>
    }
    util.return %0 : !stream.resource<external>
  }
}

