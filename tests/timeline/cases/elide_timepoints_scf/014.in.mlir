
// Tests that awaited values used as loop-carried iter_args are handled conservatively.
// The await should NOT be sunk into the loop because the value is used as an iter_arg.

// CHECK-LABEL: @scfForLoopCarriedAwaitedValue
util.func public @scfForLoopCarriedAwaitedValue(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index

  // Async operation producing initial value.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await before loop - conservative: should remain at function level.
  // Cannot sink into loop because value is used as iter_arg.
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[TP]] => %[[CLONE]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Loop uses awaited value as initial iter_arg and transforms it each iteration.
  // CHECK: %[[LOOP_RESULT:.+]] = scf.for %{{.+}} = %c0 to %c10 step %c1
  // CHECK-SAME: iter_args(%{{.+}} = %[[AWAITED]])
  %loop_result = scf.for %i = %c0 to %c10 step %c1
    iter_args(%iter = %awaited) -> (!stream.resource<external>) {
    // Each iteration produces a new value based on previous iteration.
    %next, %next_tp = stream.test.timeline_op with(%iter) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %next_awaited = stream.timepoint.await %next_tp => %next : !stream.resource<external>{%c8}
    scf.yield %next_awaited : !stream.resource<external>
  }
  // CHECK: util.return %[[LOOP_RESULT]]
  util.return %loop_result : !stream.resource<external>
}

