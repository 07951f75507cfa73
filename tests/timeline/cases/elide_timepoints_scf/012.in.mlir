
// Tests that await on a joined timepoint can be folded into execute operations
// in scf.if branches. The join should be absorbed into the execute's await clause.

// CHECK-LABEL: @scfIfAwaitJoinedTimepoint
util.func public @scfIfAwaitJoinedTimepoint(%cond: i1, %arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Two independent async operations.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op
  %clone2, %tp2 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Join the two timepoints.
  // CHECK: %[[JOINED:.+]] = stream.timepoint.join max(%[[TP1]], %[[TP2]])
  %joined = stream.timepoint.join max(%tp1, %tp2) => !stream.timepoint

  // Await the joined timepoint - should be eliminated (folded into execute ops).
  // CHECK-NOT: stream.timepoint.await
  %awaited1 = stream.timepoint.await %joined => %clone1 : !stream.resource<external>{%c8}
  %awaited2 = stream.timepoint.await %joined => %clone2 : !stream.resource<external>{%c8}

  // scf.if: then uses awaited1, else uses awaited2.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: uses awaited1 (clone1 synchronized via joined timepoint).
    // The joined timepoint should be absorbed into this execute's await clause.
    // CHECK: %[[R_THEN:.+]], %[[TP_THEN:.+]] = stream.test.timeline_op await(%[[JOINED]]) =>
    %r, %tp = stream.test.timeline_op with(%awaited1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    // CHECK: %[[R_READY_THEN:.+]] = stream.timepoint.await %[[TP_THEN]] => %[[R_THEN]]
    %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
    // CHECK: scf.yield %[[R_READY_THEN]]
    scf.yield %r_ready : !stream.resource<external>
  } else {
    // Else: uses awaited2 (clone2 synchronized via joined timepoint).
    // CHECK: %[[R_ELSE:.+]], %[[TP_ELSE:.+]] = stream.test.timeline_op await(%[[JOINED]]) =>
    %r, %tp = stream.test.timeline_op with(%awaited2) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    // CHECK: %[[R_READY_ELSE:.+]] = stream.timepoint.await %[[TP_ELSE]] => %[[R_ELSE]]
    %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
    // CHECK: scf.yield %[[R_READY_ELSE]]
    scf.yield %r_ready : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

