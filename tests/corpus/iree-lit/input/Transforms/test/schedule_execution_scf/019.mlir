
// Tests nested scf.for loops where inner loop captures from grandparent scope.
// The containing operation walk should find the outer scf.for correctly.

// CHECK-LABEL: @scfNestedLoopCapture
// CHECK-SAME: (%[[ARG0:.+]]: !stream.resource<*>, %[[ARG1:.+]]: index)
util.func public @scfNestedLoopCapture(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c0_i64 = arith.constant 0 : i64

  %cloned = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}

  // Outer loop.
  // Inner loop gets its own materialized clone.
  // CHECK: %[[OUTER_RESULT:.+]] = scf.for
  %outer_result = scf.for %i = %c0 to %c5 step %c1 iter_args(%outer_acc = %c0_i64) -> (i64) {
    // Inner loop captures %cloned from grandparent block.
    // It gets its own materialized clone.
    // CHECK: scf.for
    %inner_result = scf.for %j = %c0 to %c5 step %c1 iter_args(%inner_acc = %c0_i64) -> (i64) {
      // CHECK: stream.async.execute
      // CHECK-SAME: with(%[[ARG0]]
      // CHECK-NEXT: stream.async.clone
      %slice = stream.async.slice %cloned[%c0 to %arg1] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      %transfer = stream.async.transfer %slice : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
      %loaded = stream.async.load %transfer[%c0] : !stream.resource<staging>{%arg1} -> i32
      %loaded_i64 = arith.extsi %loaded : i32 to i64
      %new_inner = arith.addi %inner_acc, %loaded_i64 : i64
      scf.yield %new_inner : i64
    }
    %new_outer = arith.addi %outer_acc, %inner_result : i64
    scf.yield %new_outer : i64
  }

  // Dispatch doesn't use %cloned, so no clone is materialized here.
  // CHECK: stream.async.execute
  // CHECK-NOT: stream.async.clone
  // CHECK: stream.async.dispatch
  %dispatched = stream.async.dispatch @ex::@dispatch[%c1](%outer_result) : (i64) -> !stream.resource<*>{%arg1}

  util.return %dispatched : !stream.resource<*>
}

