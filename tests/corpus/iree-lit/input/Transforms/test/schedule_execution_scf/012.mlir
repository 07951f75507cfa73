
// Tests scf.while loop using cloned resource from partition.
// The while depends on a partition output.

// CHECK-LABEL: @scfWhileWithDependency
// CHECK-SAME: (%[[ARG0:.+]]: !stream.resource<external>)
util.func public @scfWhileWithDependency(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c5 = arith.constant 5 : index
  %c0_i32 = arith.constant 0 : i32

  %clone = stream.async.clone %arg0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}

  // CHECK: %[[WHILE_RESULTS:.+]]:2 = scf.while
  // CHECK-SAME: (%[[ARG1:.+]] = %c0_i32, %[[ARG2:.+]] = %c0)
  // CHECK-SAME: (i32, index) -> (i32, index)
  %result:2 = scf.while (%iter = %c0_i32, %count = %c0) : (i32, index) -> (i32, index) {
    %cond = arith.cmpi slt, %count, %c5 : index
    scf.condition(%cond) %iter, %count : i32, index
  } do {
  ^bb0(%iter: i32, %count: index):
    // CHECK: ^bb0(%[[ITER:.+]]: i32, %[[COUNT:.+]]: index):
    // While uses the cloned resource.
    // CHECK: %[[RESULTS:.+]], %[[TIMEPOINT:.+]] = stream.async.execute
    // CHECK-SAME: with(%[[ARG0]] as %[[CAPTURE:.+]]: !stream.resource<external>{%c8})
    // CHECK-SAME: -> !stream.resource<staging>{%c4}
    // CHECK-NEXT: %[[CLONE:.+]] = stream.async.clone %[[CAPTURE]]
    // CHECK-NEXT: %[[SLICE:.+]] = stream.async.slice %[[CLONE]][%c0 to %c4]
    // CHECK-NEXT: %[[TRANSFER:.+]] = stream.async.transfer %[[SLICE]]
    // CHECK-NEXT: stream.yield %[[TRANSFER]]
    %slice = stream.async.slice %clone[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
    %transfer = stream.async.transfer %slice : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
    // CHECK: %[[READY:.+]] = stream.timepoint.await %[[TIMEPOINT]] => %[[RESULTS]]
    %load = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c4} -> i32
    // CHECK: %[[LOAD:.+]] = stream.async.load %[[READY]][%c0]
    %add = arith.addi %iter, %load : i32
    %next_count = arith.addi %count, %c1 : index
    scf.yield %add, %next_count : i32, index
  }

  // CHECK: %[[SPLAT_RESULTS:.+]], %[[SPLAT_TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: -> !stream.resource<external>{%c4}
  // CHECK-NEXT: %[[SPLAT:.+]] = stream.async.splat %[[WHILE_RESULTS]]#0
  // CHECK-NEXT: stream.yield %[[SPLAT]]
  %splat = stream.async.splat %result#0 : i32 -> !stream.resource<external>{%c4}
  // CHECK: %[[FINAL:.+]] = stream.timepoint.await %[[SPLAT_TIMEPOINT]] => %[[SPLAT_RESULTS]]
  // CHECK: util.return %[[FINAL]]
  util.return %splat : !stream.resource<external>
}

