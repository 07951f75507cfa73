
// Tests that scf.index_switch correctly merges timepoints from all branches.

// CHECK-LABEL: @scf_index_switch_merge
// CHECK-SAME: %[[IDX:.+]]: index, %[[RES0:.+]]: !stream.resource<external>, %[[RES1:.+]]: !stream.resource<external>
util.func public @scf_index_switch_merge(%index: index, %arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index

  // scf.index_switch with multiple branches, each doing async work.
  // CHECK: %[[SWITCH_RESULT:.+]]:2 = scf.index_switch %[[IDX]] -> !stream.resource<external>, !stream.timepoint
  %result = scf.index_switch %index -> !stream.resource<external>
  // CHECK: case 0 {
  case 0 {
    // Case 0: work on arg0.
    // CHECK: %[[CASE0_IMM:.+]] = stream.timepoint.immediate
    // CHECK: %[[CASE0:.+]], %[[CASE0_TP:.+]] = stream.test.timeline_op await(%[[CASE0_IMM]]) => with(%[[RES0]])
    %case0_res, %case0_tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[CASE0_TP]] => %[[CASE0]]
    %case0_ready = stream.timepoint.await %case0_tp => %case0_res : !stream.resource<external>{%c64}
    // CHECK: scf.yield %[[CASE0]], %[[CASE0_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %case0_ready : !stream.resource<external>
  }
  // CHECK: case 1 {
  case 1 {
    // Case 1: work on arg1.
    // CHECK: %[[CASE1_IMM:.+]] = stream.timepoint.immediate
    // CHECK: %[[CASE1:.+]], %[[CASE1_TP:.+]] = stream.test.timeline_op await(%[[CASE1_IMM]]) => with(%[[RES1]])
    %case1_res, %case1_tp = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[CASE1_TP]] => %[[CASE1]]
    %case1_ready = stream.timepoint.await %case1_tp => %case1_res : !stream.resource<external>{%c64}
    // CHECK: scf.yield %[[CASE1]], %[[CASE1_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %case1_ready : !stream.resource<external>
  }
  // CHECK: default {
  default {
    // Default: work on both.
    // CHECK: %[[DEFAULT_IMM0:.+]] = stream.timepoint.immediate
    // CHECK: %[[DEFAULT_IMM1:.+]] = stream.timepoint.immediate
    // CHECK: %[[DEFAULT:.+]], %[[DEFAULT_TP:.+]] = stream.test.timeline_op await(%[[DEFAULT_IMM0]], %[[DEFAULT_IMM1]]) => with(%[[RES0]], %[[RES1]])
    %default_res, %default_tp = stream.test.timeline_op with(%arg0, %arg1) : (!stream.resource<external>{%c64}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[DEFAULT_TP]] => %[[DEFAULT]]
    %default_ready = stream.timepoint.await %default_tp => %default_res : !stream.resource<external>{%c64}
    // CHECK: scf.yield %[[DEFAULT]], %[[DEFAULT_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %default_ready : !stream.resource<external>
  }

  // Final operation uses the switch result.
  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[SWITCH_RESULT]]#0
  // CHECK: %[[MERGED:.+]] = stream.timepoint.await %[[SWITCH_RESULT]]#1 => %[[SWITCH_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: %[[FINAL:.+]], %[[FINAL_TP:.+]] = stream.test.timeline_op await(%[[SWITCH_RESULT]]#1) => with(%[[SWITCH_RESULT]]#0)
  %final, %final_tp = stream.test.timeline_op with(%result) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
  // CHECK: %[[FINAL_READY:.+]] = stream.timepoint.await %[[FINAL_TP]] => %[[FINAL]]
  %final_ready = stream.timepoint.await %final_tp => %final : !stream.resource<external>{%c64}
  // CHECK: util.return %[[FINAL_READY]] : !stream.resource<external>
  util.return %final_ready : !stream.resource<external>
}

