
// Tests combination of scf.if, scf.for, and scf.while with stream operations.
// All control flow operations should remain outside partitions.

// CHECK-LABEL: @scfMixedControlFlow
util.func public @scfMixedControlFlow(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32

  // CHECK-NOT: stream.async.execute
  %clone = stream.async.clone %arg0 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}

  // CHECK-NOT: stream.timepoint.await
  // CHECK: scf.if
  %if_result = scf.if %cond -> i32 {
    // CHECK: scf.for
    %for_result = scf.for %i = %c0 to %c2 step %c1 iter_args(%iter = %c0_i32) -> (i32) {
      // CHECK: stream.async.execute
      // CHECK-NEXT: stream.async.clone
      // CHECK-NEXT: stream.async.slice
      // CHECK-NEXT: stream.async.transfer
      %slice = stream.async.slice %clone[%c0 to %c4] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c4}
      %transfer = stream.async.transfer %slice : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
      // CHECK: stream.timepoint.await
      %load = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c4} -> i32
      %add = arith.addi %iter, %load : i32
      scf.yield %add : i32
    }
    scf.yield %for_result : i32
  } else {
    // CHECK: scf.while
    %while_result:2 = scf.while (%iter = %c0_i32, %count = %c0) : (i32, index) -> (i32, index) {
      %cond_while = arith.cmpi slt, %count, %c2 : index
      scf.condition(%cond_while) %iter, %count : i32, index
    } do {
    ^bb0(%iter: i32, %count: index):
      // CHECK: stream.async.execute
      // CHECK-NEXT: stream.async.clone
      // CHECK-NEXT: stream.async.slice
      // CHECK-NEXT: stream.async.transfer
      %slice = stream.async.slice %clone[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
      %transfer = stream.async.transfer %slice : !stream.resource<external>{%c8} -> !stream.resource<staging>{%c8}
      // CHECK: stream.timepoint.await
      %load = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c8} -> i32
      %add = arith.addi %iter, %load : i32
      %next_count = arith.addi %count, %c1 : index
      scf.yield %add, %next_count : i32, index
    }
    scf.yield %while_result#0 : i32
  }

  // CHECK: stream.async.execute
  // CHECK-NEXT: stream.async.splat
  %splat = stream.async.splat %if_result : i32 -> !stream.resource<external>{%c4}
  // CHECK: stream.timepoint.await
  util.return %splat : !stream.resource<external>
}

