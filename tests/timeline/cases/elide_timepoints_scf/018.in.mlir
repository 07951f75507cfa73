
// Tests complex coverage chains in scf.if: multiple timepoints with joins
// and transitive dependencies. The pass must analyze coverage relationships
// across branches to determine minimal await sets.

// CHECK-LABEL: @scfIfComplexCoverageChain
util.func public @scfIfComplexCoverageChain(%cond: i1, %arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Three independent async operations.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op
  %clone2, %tp2 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: %[[CLONE3:.+]], %[[TP3:.+]] = stream.test.timeline_op
  %clone3, %tp3 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Join tp1 and tp2 to create coverage chain.
  %join12 = stream.timepoint.join max(%tp1, %tp2) => !stream.timepoint

  // Await individual timepoints.
  // CHECK-NOT: stream.timepoint.await %[[TP1]]
  // CHECK-NOT: stream.timepoint.await %[[TP3]]
  %awaited1 = stream.timepoint.await %tp1 => %clone1 : !stream.resource<external>{%c8}
  %awaited3 = stream.timepoint.await %tp3 => %clone3 : !stream.resource<external>{%c8}

  // scf.if: then uses awaited1 and awaited3, else uses only awaited1.
  // The pass must determine optimal await sets for each branch.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: uses both awaited1 and awaited3.
    // Pass creates fresh join of tp1 and tp3 inside branch.
    // CHECK: %[[R:.+]], %[[TP_R:.+]] = stream.test.timeline_op await(%[[TP1]], %[[TP3]]) =>
    %r, %tp = stream.test.timeline_op with(%awaited1, %awaited3) : (!stream.resource<external>{%c8}, !stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[TP_R]] => %[[R]]
    %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
    scf.yield %r_ready : !stream.resource<external>
  } else {
    // Else: uses only awaited1.
    // Only tp1 needs to be awaited.
    // CHECK: %[[R:.+]], %[[TP_R:.+]] = stream.test.timeline_op await(%[[TP1]]) =>
    %r, %tp = stream.test.timeline_op with(%awaited1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
    scf.yield %r_ready : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

