
// Tests that await is NOT sunk when the value is not used in any branch,
// only after the control flow.

// CHECK-LABEL: @scfIfHoistAwaitAfter
util.func public @scfIfHoistAwaitAfter(%cond: i1, %arg0: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await stays here since clone isn't used in any branch.
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // scf.if doesn't use clone at all - produces independent resources.
  // CHECK: %[[BRANCH:.+]] = scf.if %{{.+}} -> (!stream.resource<external>)
  %branch_result = scf.if %cond -> !stream.resource<external> {
    // CHECK: %[[R0:.+]], %[[TP0:.+]] = stream.test.timeline_op
    %r0, %tp0 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
    %r0_ready = stream.timepoint.await %tp0 => %r0 : !stream.resource<external>{%c4}
    scf.yield %r0_ready : !stream.resource<external>
  } else {
    // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.test.timeline_op
    %r1, %tp1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
    %r1_ready = stream.timepoint.await %tp1 => %r1 : !stream.resource<external>{%c4}
    scf.yield %r1_ready : !stream.resource<external>
  }

  // clone is used AFTER the control flow - await should stay above the scf.if.
  // CHECK: %[[R1_READY:.+]] = stream.timepoint.await %[[TP]] => %[[CLONE]]
  // CHECK-NEXT: util.return %[[R1_READY]], %[[BRANCH]]
  util.return %awaited, %branch_result : !stream.resource<external>, !stream.resource<external>
}

