
// Tests that await is sunk into the then branch when only the then branch uses
// the value directly.

// CHECK-LABEL: @scfIfSinkAwaitIntoThen
util.func public @scfIfSinkAwaitIntoThen(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0_i32 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated (sunk into then branch).
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // scf.if: only then branch uses the awaited value.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: yields awaited clone directly - await should be sunk here.
    // CHECK: %[[AWAITED_THEN:.+]] = stream.timepoint.await %[[TP]] => %[[CLONE]]
    // CHECK-NEXT: scf.yield %[[AWAITED_THEN]]
    scf.yield %awaited : !stream.resource<external>
  } else {
    // Else: independent computation.
    // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.test.timeline_op
    %r1, %tp1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
    %r1_ready = stream.timepoint.await %tp1 => %r1 : !stream.resource<external>{%c4}
    scf.yield %r1_ready : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

