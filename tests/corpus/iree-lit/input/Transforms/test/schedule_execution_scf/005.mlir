
// Tests scf.for loop with zero iterations.
// The loop may not execute at all, which affects partitioning.

// CHECK-LABEL: @scfForZeroIterations
util.func public @scfForZeroIterations(%arg0: !stream.resource<external>, %lb: index, %ub: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32

  // Clone is NOT materialized outside the loop since the loop may not execute.
  // CHECK-NOT: stream.async.execute
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %arg0 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}

  // CHECK: scf.for
  %result = scf.for %i = %lb to %ub step %c1 iter_args(%iter = %c0_i32) -> (i32) {
    // Clone is materialized INSIDE the execute region within the loop body.
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

  // CHECK: stream.async.execute
  // CHECK-NEXT: stream.async.splat
  %splat = stream.async.splat %result : i32 -> !stream.resource<external>{%c4}
  util.return %splat : !stream.resource<external>
}

