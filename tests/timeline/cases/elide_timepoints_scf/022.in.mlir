
// Tests that multiple resources from the same await can be yielded without
// their awaits when the timepoint is also yielded.

// CHECK-LABEL: @scfMultipleAwaitResultsYielded
util.func public @scfMultipleAwaitResultsYielded(%cond: i1, %arg0: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Async execute producing two results.
  // CHECK: %[[RESULTS:.+]]:2, %[[TP:.+]] = stream.test.timeline_op
  %r1, %r2, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> (!stream.resource<external>{%c4}, !stream.resource<external>{%c4}) => !stream.timepoint

  // scf.if yields both awaited resources and the timepoint.
  // Both awaits should be eliminated since the timepoint is yielded.
  // CHECK: %{{.+}}:3 = scf.if %{{.+}} -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
  %if_r1, %if_r2, %if_tp = scf.if %cond -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) {
    %awaited1 = stream.timepoint.await %tp => %r1 : !stream.resource<external>{%c4}
    %awaited2 = stream.timepoint.await %tp => %r2 : !stream.resource<external>{%c4}
    // CHECK: scf.yield %[[RESULTS]]#0, %[[RESULTS]]#1, %[[TP]]
    scf.yield %awaited1, %awaited2, %tp : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
  } else {
    // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
    %imm = stream.timepoint.immediate => !stream.timepoint
    // CHECK: scf.yield %[[RESULTS]]#0, %[[RESULTS]]#1, %[[IMM]]
    scf.yield %r1, %r2, %imm : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
  }
  // The awaits use joined timepoints that cover both %if_tp and the original %tp.
  %final1 = stream.timepoint.await %if_tp => %if_r1 : !stream.resource<external>{%c4}
  %final2 = stream.timepoint.await %if_tp => %if_r2 : !stream.resource<external>{%c4}
  util.return %final1, %final2 : !stream.resource<external>, !stream.resource<external>
}

