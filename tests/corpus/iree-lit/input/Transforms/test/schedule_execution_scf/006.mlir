
// Tests scf.if with both then and else branches containing stream operations.
// Both branches should be partitioned independently.

// CHECK-LABEL: @scfIfThenElse
util.func public @scfIfThenElse(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index

  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // CHECK: %[[RESULTS_0:.+]], %[[RESULT_TIMEPOINT_1:.+]] = stream.async.execute
    // CHECK-SAME: with(%{{.+}} as %[[ARG2:.+]]: !stream.resource<external>{%c16})
    // CHECK-SAME: -> !stream.resource<external>{%c8}
    // CHECK-NEXT: %[[SLICE:.+]] = stream.async.slice %[[ARG2]][%c0 to %c8]
    %slice = stream.async.slice %arg0[%c0 to %c8] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
    // CHECK-NEXT: stream.yield %[[SLICE]]
    // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT_1]] => %[[RESULTS_0]]
    // CHECK: scf.yield %[[AWAITED]]
    scf.yield %slice : !stream.resource<external>
  } else {
    // CHECK: %[[RESULTS_0:.+]], %[[RESULT_TIMEPOINT_1:.+]] = stream.async.execute
    // CHECK-SAME: with(%{{.+}} as %[[ARG2:.+]]: !stream.resource<external>{%c16})
    // CHECK-SAME: -> !stream.resource<external>{%c8}
    // CHECK-NEXT: %[[SLICE:.+]] = stream.async.slice %[[ARG2]][%c8 to %c16]
    %slice = stream.async.slice %arg0[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
    // CHECK-NEXT: stream.yield %[[SLICE]]
    // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT_1]] => %[[RESULTS_0]]
    // CHECK: scf.yield %[[AWAITED]]
    scf.yield %slice : !stream.resource<external>
  }

  // CHECK: %[[RESULTS:.+]], %[[RESULT_TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: with(%{{.+}} as %[[ARG2:.+]]: !stream.resource<external>{%c8})
  // CHECK-SAME: -> !stream.resource<external>{%c8}
  // CHECK-NEXT: %[[CLONE:.+]] = stream.async.clone %[[ARG2]]
  %transfer = stream.async.transfer %result : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}
  // CHECK-NEXT: stream.yield %[[CLONE]]
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT]] => %[[RESULTS]]
  // CHECK: util.return %[[AWAITED]]
  util.return %transfer : !stream.resource<external>
}

