module {
  util.func public @scfMultipleAwaitResultsYielded(%arg0: i1, %arg1: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %results:2, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> (!stream.resource<external>{%c4}, !stream.resource<external>{%c4}) => !stream.timepoint
    %0:3 = scf.if %arg0 -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) {
      %3 = stream.timepoint.await %result_timepoint => %results#0 : !stream.resource<external>{%c4}
      %4 = stream.timepoint.await %result_timepoint => %results#1 : !stream.resource<external>{%c4}
      scf.yield %3, %4, %result_timepoint : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
    } else {
      %3 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %results#0, %results#1, %3 : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
    }
    %1 = stream.timepoint.await %0#2 => %0#0 : !stream.resource<external>{%c4}
    %2 = stream.timepoint.await %0#2 => %0#1 : !stream.resource<external>{%c4}
    util.return %1, %2 : !stream.resource<external>, !stream.resource<external>
  }
}

