
// Tests beam search pattern with multiple independent candidates.

// CHECK-LABEL: @beam_search_pattern
// CHECK-SAME: %[[BEAM0:.+]]: !stream.resource<external>, %[[BEAM1:.+]]: !stream.resource<external>, %{{.+}}: index
util.func public @beam_search_pattern(%beam0: !stream.resource<external>, %beam1: !stream.resource<external>, %seq_len: index) -> (!stream.resource<external>, !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index

  // Beam search loop: maintain 2 independent beams.
  // CHECK: %[[BEAM0_TP:.+]] = stream.timepoint.immediate
  // CHECK: %[[BEAM1_TP:.+]] = stream.timepoint.immediate
  // CHECK: scf.for {{.*}} iter_args(%[[B0:.+]] = %[[BEAM0]], %[[B0_TP:.+]] = %[[BEAM0_TP]], %[[B1:.+]] = %[[BEAM1]], %[[B1_TP:.+]] = %[[BEAM1_TP]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint)
  %beams:2 = scf.for %t = %c0 to %seq_len step %c1 iter_args(%b0 = %beam0, %b1 = %beam1) -> (!stream.resource<external>, !stream.resource<external>) {
    // Update beam0 independently.
    // CHECK: %[[NEXT_B0:.+]], %[[NEXT_B0_TP:.+]] = stream.test.timeline_op await(%[[B0_TP]]) => with(%[[B0]])
    %next_b0, %tp0 = stream.test.timeline_op with(%b0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // Update beam1 independently (no dependency on beam0).
    // CHECK: %[[NEXT_B1:.+]], %[[NEXT_B1_TP:.+]] = stream.test.timeline_op await(%[[B1_TP]]) => with(%[[B1]])
    %next_b1, %tp1 = stream.test.timeline_op with(%b1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // Await both beams.
    // CHECK: stream.timepoint.await %[[NEXT_B0_TP]] => %[[NEXT_B0]]
    %ready_b0 = stream.timepoint.await %tp0 => %next_b0 : !stream.resource<external>{%c64}
    // CHECK: stream.timepoint.await %[[NEXT_B1_TP]] => %[[NEXT_B1]]
    %ready_b1 = stream.timepoint.await %tp1 => %next_b1 : !stream.resource<external>{%c64}

    // Yield both beams.
    // CHECK: scf.yield %[[NEXT_B0]], %[[NEXT_B0_TP]], %[[NEXT_B1]], %[[NEXT_B1_TP]] : !stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint
    scf.yield %ready_b0, %ready_b1 : !stream.resource<external>, !stream.resource<external>
  }

  // Return both final beams (processed in reverse order).
  // CHECK: %[[SIZE1:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#2
  // CHECK: %[[FINAL_B1:.+]] = stream.timepoint.await %[[FOR_RESULT]]#3 => %[[FOR_RESULT]]#2 : !stream.resource<external>{%[[SIZE1]]}
  // CHECK: %[[SIZE0:.+]] = stream.resource.size %[[FOR_RESULT]]#0
  // CHECK: %[[FINAL_B0:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE0]]}
  // CHECK: util.return %[[FINAL_B0]], %[[FINAL_B1]] : !stream.resource<external>, !stream.resource<external>
  util.return %beams#0, %beams#1 : !stream.resource<external>, !stream.resource<external>
}

