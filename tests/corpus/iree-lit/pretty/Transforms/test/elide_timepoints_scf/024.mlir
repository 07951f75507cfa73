module {
  util.func public @scfMixedAwaitedAndNonAwaited(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0:3 = scf.if %arg0 -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) {
      %3 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c8}
      scf.yield %3, %arg2, %result_timepoint : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
    } else {
      %3 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %arg1, %arg2, %3 : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
    }
    %1 = stream.timepoint.await %0#2 => %0#0 : !stream.resource<external>{%c8}
    %2 = stream.timepoint.await %0#2 => %0#1 : !stream.resource<external>{%c8}
    util.return %1, %2 : !stream.resource<external>, !stream.resource<external>
  }
}

