
// Tests partial coverage: tp2 transitively covers tp1 in the then branch
// (because tp2's work depends on tp1), but in the else branch tp2 does not
// cover tp1. This tests the pass's coverage analysis across branches.

// CHECK-LABEL: @scfIfPartialCoverage
util.func public @scfIfPartialCoverage(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // First async operation.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Second async operation that depends on first (tp2 covers tp1).
  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op await(%[[TP1]]) =>
  %clone2, %tp2 = stream.test.timeline_op await(%tp1) => with(%clone1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await both timepoints.
  // CHECK-NOT: stream.timepoint.await %[[TP1]]
  // CHECK-NOT: stream.timepoint.await %[[TP2]]
  %awaited1 = stream.timepoint.await %tp1 => %clone1 : !stream.resource<external>{%c8}
  %awaited2 = stream.timepoint.await %tp2 => %clone2 : !stream.resource<external>{%c8}

  // scf.if: then uses both awaited1 and awaited2, else uses only awaited1.
  // Since tp2 depends on tp1 (tp2's execute awaits tp1), the pass recognizes
  // that tp1 is sufficient coverage for both resources in the then branch.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: uses both awaited1 and awaited2.
    // Pass recognizes tp1 is sufficient since tp2 depends on tp1.
    // CHECK: %[[R:.+]], %[[TP_R:.+]] = stream.test.timeline_op await(%[[TP1]]) =>
    %r, %tp = stream.test.timeline_op with(%awaited1, %awaited2) : (!stream.resource<external>{%c8}, !stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[TP_R]] => %[[R]]
    %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
    scf.yield %r_ready : !stream.resource<external>
  } else {
    // Else: uses only awaited1.
    // Only tp1 needs to be awaited.
    // CHECK: %[[R:.+]], %[[TP_R:.+]] = stream.test.timeline_op await(%[[TP1]]) =>
    %r, %tp = stream.test.timeline_op with(%awaited1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[TP_R]] => %[[R]]
    %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
    scf.yield %r_ready : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

