
// Tests that await timepoints on splat ops are collected and become the
// execute's await.

// CHECK-LABEL: @partitionSplatWithAwait
//  CHECK-SAME: (%[[AWAIT:.+]]: !stream.timepoint, %[[SIZE:.+]]: index)
util.func public @partitionSplatWithAwait(%await: !stream.timepoint, %size: index) -> !stream.resource<transient> {
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[SPLAT_VALUE:.+]] = arith.constant 123 : i32
  %splat_value = arith.constant 123 : i32

  // CHECK: %[[RESULT:.+]], %[[RESULT_TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: await(%[[AWAIT]])
  // CHECK-SAME: with() -> !stream.resource<transient>{%[[SIZE]]} {

  // CHECK: %[[SPLAT:.+]] = stream.async.splat
  // CHECK-SAME: %[[SPLAT_VALUE]] : i32 -> !stream.resource<transient>{%[[SIZE]]}
  %splat = stream.async.splat await(%await) %splat_value : i32 -> !stream.resource<transient>{%size}
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch @ex::@dispatch0
  // CHECK-SAME: (%[[SPLAT]][%[[C0]] to %[[SIZE]] for %[[SIZE]]])
  %dispatch = stream.async.dispatch @ex::@dispatch0(%splat[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  // CHECK: stream.yield %[[DISPATCH]] : !stream.resource<transient>{%[[SIZE]]}
  // CHECK-NEXT: } => !stream.timepoint

  // CHECK: %[[READY:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  // CHECK-NEXT: util.return %[[READY]]
  util.return %dispatch : !stream.resource<transient>
}

