module {
  util.func public @scfIndexSwitchMultipleCases(%arg0: index, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = scf.index_switch %arg0 -> !stream.resource<external> 
    case 0 {
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    }
    case 1 {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    }
    case 2 {
      %results_0, %result_timepoint_1 = stream.test.timeline_op await(%result_timepoint) => with(%results) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    }
    default {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    }
    util.return %0 : !stream.resource<external>
  }
}

