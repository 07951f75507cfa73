
// Tests that multiple independent awaits are sunk selectively into the branches
// that actually use them. Await1 should sink into then, await2 into else.

// CHECK-LABEL: @scfIfMultipleIndependentAwaits
util.func public @scfIfMultipleIndependentAwaits(%cond: i1, %arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // First async operation.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Second async operation.
  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op
  %clone2, %tp2 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await both - these should be eliminated (sunk into respective branches).
  // CHECK-NOT: stream.timepoint.await %[[TP1]]
  // CHECK-NOT: stream.timepoint.await %[[TP2]]
  %awaited1 = stream.timepoint.await %tp1 => %clone1 : !stream.resource<external>{%c8}
  %awaited2 = stream.timepoint.await %tp2 => %clone2 : !stream.resource<external>{%c8}

  // scf.if: then uses only awaited1, else uses only awaited2.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: uses awaited1 only - await1 should be folded here.
    // CHECK: %[[R_THEN:.+]], %[[TP_THEN:.+]] = stream.test.timeline_op await(%[[TP1]]) =>
    %r, %tp = stream.test.timeline_op with(%awaited1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[TP_THEN]] => %[[R_THEN]]
    %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
    scf.yield %r_ready : !stream.resource<external>
  } else {
    // Else: uses awaited2 only - await2 should be folded here.
    // CHECK: %[[R_ELSE:.+]], %[[TP_ELSE:.+]] = stream.test.timeline_op await(%[[TP2]]) =>
    %r, %tp = stream.test.timeline_op with(%awaited2) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[TP_ELSE]] => %[[R_ELSE]]
    %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
    scf.yield %r_ready : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

