
// Tests that partial chained dependencies don't create unnecessary joins.

// CHECK-LABEL: @partial_chained_dependencies
// CHECK-SAME: %[[ARG:.+]]: !stream.resource<external>
util.func public @partial_chained_dependencies(%arg: !stream.resource<external>) -> !stream.resource<external> {
  %c64 = arith.constant 64 : index

  // A: initial work.
  // CHECK: %[[CHAIN_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[A:.+]], %[[A_TP:.+]] = stream.test.timeline_op await(%[[CHAIN_IMM]]) => with(%[[ARG]])
  %a, %a_tp = stream.test.timeline_op with(%arg) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // CHECK: %[[A_READY:.+]] = stream.timepoint.await %[[A_TP]] => %[[A]]
  %a_ready = stream.timepoint.await %a_tp => %a : !stream.resource<external>{%c64}

  // B: depends on A.
  // CHECK: %[[B:.+]], %[[B_TP:.+]] = stream.test.timeline_op await(%[[A_TP]]) => with(%[[A]])
  %b, %b_tp = stream.test.timeline_op with(%a_ready) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // CHECK: %[[B_READY:.+]] = stream.timepoint.await %[[B_TP]] => %[[B]]
  %b_ready = stream.timepoint.await %b_tp => %b : !stream.resource<external>{%c64}

  // C: depends on B only, NOT on A.
  // CHECK: %[[C:.+]], %[[C_TP:.+]] = stream.test.timeline_op await(%[[B_TP]]) => with(%[[B]])
  %c, %c_tp = stream.test.timeline_op with(%b_ready) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // CHECK: %[[C_READY:.+]] = stream.timepoint.await %[[C_TP]] => %[[C]]
  %c_ready = stream.timepoint.await %c_tp => %c : !stream.resource<external>{%c64}

  // CHECK: util.return %[[C_READY]] : !stream.resource<external>
  util.return %c_ready : !stream.resource<external>
}

