
// Tests that awaits before scf.while are handled conservatively.
// The await should remain before the while loop because the value is used
// in the condition region, which executes before each iteration.

// CHECK-LABEL: @scfWhileAwaitInCondition
util.func public @scfWhileAwaitInCondition(%arg0: !stream.resource<external>, %limit: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index

  // Async operation producing value.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await before while loop - should remain at function level.
  // Cannot sink into loop because value may be used in condition region.
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[TP]] => %[[CLONE]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // While loop that uses awaited value.
  // CHECK: %[[WHILE_RESULT:.+]]:2 = scf.while (%[[I:.+]] = %c0, %[[ITER:.+]] = %[[AWAITED]])
  %result:2 = scf.while (%i = %c0, %iter = %awaited) : (index, !stream.resource<external>) -> (index, !stream.resource<external>) {
    // Condition region: check if we should continue.
    // CHECK: arith.cmpi slt, %[[I]]
    %cond = arith.cmpi slt, %i, %limit : index
    // CHECK: scf.condition(%{{.+}}) %[[I]], %[[ITER]]
    scf.condition(%cond) %i, %iter : index, !stream.resource<external>
  } do {
  ^bb0(%i_body: index, %iter_body: !stream.resource<external>):
    // Body region: transform the resource.
    %next, %next_tp = stream.test.timeline_op with(%iter_body) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %next_awaited = stream.timepoint.await %next_tp => %next : !stream.resource<external>{%c8}
    %next_i = arith.addi %i_body, %c1 : index
    scf.yield %next_i, %next_awaited : index, !stream.resource<external>
  }
  // CHECK: util.return %[[WHILE_RESULT]]#1
  util.return %result#1 : !stream.resource<external>
}

