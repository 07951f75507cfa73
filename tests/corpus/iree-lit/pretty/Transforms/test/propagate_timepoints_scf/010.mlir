module {
  util.func public @scf_index_switch_merge(%arg0: index, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0 = scf.index_switch %arg0 -> !stream.resource<external> 
    case 0 {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %2 : !stream.resource<external>
    }
    case 1 {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %2 : !stream.resource<external>
    }
    default {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg1, %arg2) : (!stream.resource<external>{%c64}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %2 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %2 : !stream.resource<external>
    }
    %results, %result_timepoint = stream.test.timeline_op with(%0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
    util.return %1 : !stream.resource<external>
  }
}

