
// Tests scf.while loop with await elimination when timepoint is yielded.

// CHECK-LABEL: @scfWhileAwaitElimination
util.func public @scfWhileAwaitElimination(%arg0: !stream.resource<external>, %count: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index

  // Initial async operation.
  // CHECK: %[[INIT:.+]], %[[INIT_TP:.+]] = stream.test.timeline_op
  %init, %init_tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // scf.while loop that yields resource and timepoint.
  // Awaits inside the loop body should be eliminated.
  // CHECK: %[[WHILE:.+]]:3 = scf.while
  // CHECK-SAME: (%[[I:.+]] = %c0, %[[R:.+]] = %[[INIT]], %[[TP:.+]] = %[[INIT_TP]])
  %while_i, %while_r, %while_tp = scf.while (%i = %c0, %r = %init, %tp = %init_tp)
    : (index, !stream.resource<external>, !stream.timepoint)
    -> (index, !stream.resource<external>, !stream.timepoint) {
    // CHECK: arith.cmpi slt, %[[I]]
    %cond = arith.cmpi slt, %i, %count : index
    // CHECK: scf.condition(%{{.+}}) %[[I]], %[[R]], %[[TP]]
    scf.condition(%cond) %i, %r, %tp : index, !stream.resource<external>, !stream.timepoint
  } do {
  ^bb0(%i: index, %r: !stream.resource<external>, %tp: !stream.timepoint):
    // Await is redundant because we yield the resource and timepoint together.
    %awaited = stream.timepoint.await %tp => %r : !stream.resource<external>{%c8}

    // Clone the awaited resource.
    // CHECK: %[[CLONED:.+]], %[[CLONED_TP:.+]] = stream.test.timeline_op await(%[[TP]]) => with(%[[R]])
    %cloned, %cloned_tp = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

    // Await here is also redundant.
    // CHECK: %[[CLONED_AWAITED:.+]] = stream.timepoint.await %[[CLONED_TP]] => %[[CLONED]]
    %cloned_awaited = stream.timepoint.await %cloned_tp => %cloned : !stream.resource<external>{%c8}
    // CHECK: %[[NEXT_I:.+]] = arith.addi %[[I]]
    %next_i = arith.addi %i, %c1 : index
    // CHECK: scf.yield %[[NEXT_I]], %[[CLONED_AWAITED]], %[[CLONED_TP]]
    scf.yield %next_i, %cloned_awaited, %cloned_tp : index, !stream.resource<external>, !stream.timepoint
  }
  // CHECK: %[[FINAL:.+]] = stream.timepoint.await %[[WHILE]]#2 => %[[WHILE]]#1
  %final = stream.timepoint.await %while_tp => %while_r : !stream.resource<external>{%c8}
  // CHECK: util.return %[[FINAL]]
  util.return %final : !stream.resource<external>
}

