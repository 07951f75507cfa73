module {
  util.func public @scf_index_switch_merge(%arg0: index, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %0:2 = scf.index_switch %arg0 -> !stream.resource<external>, !stream.timepoint 
    case 0 {
      %4 = stream.timepoint.immediate => !stream.timepoint
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%4) => with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
    }
    case 1 {
      %4 = stream.timepoint.immediate => !stream.timepoint
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%4) => with(%arg2) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %5 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
    }
    default {
      %4 = stream.timepoint.immediate => !stream.timepoint
      %5 = stream.timepoint.immediate => !stream.timepoint
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%4, %5) => with(%arg1, %arg2) : (!stream.resource<external>{%c64}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
      %6 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
      scf.yield %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint
    }
    %1 = stream.resource.size %0#0 : !stream.resource<external>
    %2 = stream.timepoint.await %0#1 => %0#0 : !stream.resource<external>{%1}
    %results, %result_timepoint = stream.test.timeline_op await(%0#1) => with(%0#0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    %3 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
    util.return %3 : !stream.resource<external>
  }
}

