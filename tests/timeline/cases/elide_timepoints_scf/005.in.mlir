
// Tests that await + execute is folded into execute's await() clause.

// CHECK-LABEL: @scfIfFoldAwaitWithExecute
util.func public @scfIfFoldAwaitWithExecute(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index

  // Produce async value + timepoint.
  // CHECK: %{{.+}}, %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} => !stream.timepoint

  // Await should be eliminated (folded into execute below).
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c16}

  // scf.if produces a resource (not using clone).
  // CHECK: %[[BRANCH:.+]]:2 = scf.if %{{.+}} -> (!stream.resource<external>, !stream.timepoint)
  %branch_resource, %branch_tp = scf.if %cond -> (!stream.resource<external>, !stream.timepoint) {
    // CHECK: %[[R0:.+]], %[[TP0:.+]] = stream.test.timeline_op
    %r0, %tp0 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c16} => !stream.timepoint
    scf.yield %r0, %tp0 : !stream.resource<external>, !stream.timepoint
  } else {
    // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.test.timeline_op
    %r1, %tp1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c16} => !stream.timepoint
    scf.yield %r1, %tp1 : !stream.resource<external>, !stream.timepoint
  }

  %branch_ready = stream.timepoint.await %branch_tp => %branch_resource : !stream.resource<external>{%c16}

  // After control flow we use both the clone and branch resource.
  // The awaits are eliminated and timepoints joined, then folded into execute.
  // CHECK: %[[RESULT:.+]], %[[TP_RESULT:.+]] = stream.test.timeline_op await(%[[TP]], %[[BRANCH]]#1) =>
  %result, %result_tp = stream.test.timeline_op with(%branch_ready, %awaited) : (!stream.resource<external>{%c16}, !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} => !stream.timepoint

  // CHECK: %{{.+}} = stream.timepoint.await %[[TP_RESULT]] => %[[RESULT]]
  %final = stream.timepoint.await %result_tp => %result : !stream.resource<external>{%c16}
  util.return %final : !stream.resource<external>
}

