
// Tests scf.if with only then branch (no else).
// The then branch contains stream operations.

// CHECK-LABEL: @scfIfThenOnly
util.func public @scfIfThenOnly(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // CHECK: %[[RESULTS:.+]], %[[RESULT_TIMEPOINT:.+]] = stream.async.execute
    // CHECK-SAME: with(%{{.+}} as %[[ARG2:.+]]: !stream.resource<external>{%c8})
    // CHECK-SAME: -> !stream.resource<external>{%c4}
    // CHECK-NEXT: %[[SLICE:.+]] = stream.async.slice %[[ARG2]][%c0 to %c4]
    %slice = stream.async.slice %arg0[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
    // CHECK-NEXT: stream.yield %[[SLICE]]
    // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT]] => %[[RESULTS]]
    // CHECK: scf.yield %[[AWAITED]]
    scf.yield %slice : !stream.resource<external>
  } else {
    scf.yield %arg0 : !stream.resource<external>
  }

  // CHECK: util.return
  util.return %result : !stream.resource<external>
}

