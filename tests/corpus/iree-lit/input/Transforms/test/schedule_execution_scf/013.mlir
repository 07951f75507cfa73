
// Tests scf.while result being used by a dispatch.
// The while produces a value consumed by a partition.

stream.async.func private @dispatch(%arg0: i64, %arg1: !stream.resource<*>) -> !stream.resource<*>

// CHECK-LABEL: @scfWhileProducingDispatchInput
// CHECK-SAME: (%[[ARG0:.+]]: !stream.resource<*>)
util.func public @scfWhileProducingDispatchInput(%arg0: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c128 = arith.constant 128 : index
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64

  // CHECK: %[[WHILE_RESULTS:.+]]:2 = scf.while
  // CHECK-SAME: (%[[ARG1:.+]] = %c0_i64, %[[ARG2:.+]] = %c0)
  // CHECK-SAME: (i64, index) -> (i64, index)
  %count:2 = scf.while (%iter = %c0_i64, %idx = %c0) : (i64, index) -> (i64, index) {
    %cond = arith.cmpi slt, %idx, %c10 : index
    scf.condition(%cond) %iter, %idx : i64, index
  } do {
  ^bb0(%iter: i64, %idx: index):
    %next = arith.addi %iter, %c1_i64 : i64
    %next_idx = arith.addi %idx, %c1 : index
    scf.yield %next, %next_idx : i64, index
  }

  // The dispatch should be in a partition.
  // CHECK: %[[RESULTS:.+]], %[[TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: with(%[[ARG0]] as %[[CAPTURE:.+]]: !stream.resource<*>{%c128})
  // CHECK-SAME: -> {{.+}}{%c128}
  // CHECK-NEXT: %[[CALL:.+]] = stream.async.call @dispatch(%[[WHILE_RESULTS]]#0, %[[CAPTURE]][%c0 to %c128 for %c128])
  // CHECK-NEXT: stream.yield %[[CALL]]
  %result = stream.async.call @dispatch(%count#0, %arg0[%c0 to %c128 for %c128]) : (i64, !stream.resource<*>{%c128}) -> %arg0{%c128}
  // CHECK: %[[FINAL:.+]] = stream.timepoint.await %[[TIMEPOINT]] => %[[RESULTS]]
  // CHECK: util.return %[[FINAL]]
  util.return %result : !stream.resource<*>
}

