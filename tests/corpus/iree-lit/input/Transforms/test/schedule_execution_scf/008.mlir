
// Tests scf.if using cloned resource from partition.
// The if operation depends on a partition output.

// CHECK-LABEL: @scfIfWithDependency
util.func public @scfIfWithDependency(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // CHECK: %[[RESULTS:.+]], %[[RESULT_TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: with(%{{.+}} as %[[ARG2:.+]]: !stream.resource<external>{%c8})
  // CHECK-SAME: -> !stream.resource<external>{%c8}
  // CHECK-NEXT: %[[CLONE_OP:.+]] = stream.async.clone %[[ARG2]]
  %clone = stream.async.clone %arg0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}
  // CHECK-NEXT: stream.yield %[[CLONE_OP]]

  // The else branch uses clone directly (not in a stream op), so await must happen before scf.if.
  // CHECK: %[[CLONE_READY:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT]] => %[[RESULTS]]
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then branch uses cloned resource in stream op - can reference original clone.
    // CHECK: %[[RESULTS_0:.+]], %[[RESULT_TIMEPOINT_1:.+]] = stream.async.execute await(%[[RESULT_TIMEPOINT]])
    // CHECK-SAME: with(%[[RESULTS]] as %[[ARG2:.+]]: !stream.resource<external>{%c8})
    // CHECK-SAME: -> !stream.resource<external>{%c4}
    // CHECK-NEXT: %[[SLICE:.+]] = stream.async.slice %[[ARG2]][%c0 to %c4]
    %slice = stream.async.slice %clone[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
    // CHECK-NEXT: stream.yield %[[SLICE]]
    // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT_1]] => %[[RESULTS_0]]
    // CHECK: scf.yield %[[AWAITED]]
    scf.yield %slice : !stream.resource<external>
  } else {
    // CHECK: scf.yield %[[CLONE_READY]]
    scf.yield %clone : !stream.resource<external>
  }

  // CHECK: util.return
  util.return %result : !stream.resource<external>
}

