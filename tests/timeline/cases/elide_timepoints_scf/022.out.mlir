module {
  util.func public @scfMultipleAwaitResultsYielded(%arg0: i1, %arg1: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %results:2, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> (!stream.resource<external>{%c4}, !stream.resource<external>{%c4}) => !stream.timepoint
    %0:3 = scf.if %arg0 -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) {
      %5 = stream.timepoint.await %result_timepoint => %results#0 : !stream.resource<external>{%c4}
      %6 = stream.timepoint.await %result_timepoint => %results#1 : !stream.resource<external>{%c4}
      scf.yield %results#0, %results#1, %result_timepoint : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
    } else {
      %5 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %results#0, %results#1, %5 : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
    }
    %1 = stream.timepoint.join max(%0#2, %result_timepoint) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %results#0 : !stream.resource<external>{%c4}
    %3 = stream.timepoint.join max(%0#2, %result_timepoint) => !stream.timepoint
    %4 = stream.timepoint.await %3 => %results#1 : !stream.resource<external>{%c4}
    util.return %2, %4 : !stream.resource<external>, !stream.resource<external>
  }
}

