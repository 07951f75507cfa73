module {
  util.func public @scfMixedAwaitedAndNonAwaited(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0:3 = scf.if %arg0 -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) {
      %4 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c8}
      scf.yield %results, %arg2, %result_timepoint : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
    } else {
      %4 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %arg1, %arg2, %4 : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
    }
    %1 = stream.timepoint.join max(%0#2, %result_timepoint) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %results : !stream.resource<external>{%c8}
    %3 = stream.timepoint.await %0#2 => %0#1 : !stream.resource<external>{%c8}
    util.return %2, %3 : !stream.resource<external>, !stream.resource<external>
  }
}

