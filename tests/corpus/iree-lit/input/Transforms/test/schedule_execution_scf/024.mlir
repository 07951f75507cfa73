
// Tests clone with optimization_barrier in same block + use inside scf.for.
// Similar to test above but with clone + scf.for instead of splat + scf.if.

// CHECK-LABEL: @cloneWithBarrierAndScfForUse
util.func public @cloneWithBarrierAndScfForUse(%arg0: !stream.resource<external>, %ub: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c0_i64 = arith.constant 0 : i64

  // CHECK: %[[RESULTS:.+]], %[[TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: with(%{{.+}} as %[[ARG:.+]]: !stream.resource<external>{%c8})
  // CHECK-SAME: -> !stream.resource<external>{%c8}
  // CHECK-NEXT: %[[CLONE:.+]] = stream.async.clone %[[ARG]]
  // CHECK-NEXT: stream.yield %[[CLONE]]
  %clone = stream.async.clone %arg0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}

  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[TIMEPOINT]]
  %barrier = util.optimization_barrier %clone : !stream.resource<external>

  // CHECK: scf.for
  %result = scf.for %i = %c0 to %ub step %c1 iter_args(%iter = %c0_i64) -> (i64) {
    // CHECK: stream.async.execute
    // CHECK: stream.async.slice
    // CHECK: stream.async.transfer
    %results_0, %result_timepoint_1 = stream.async.execute with(%barrier as %arg1: !stream.resource<external>{%c8}) -> !stream.resource<staging>{%c4} {
      %3 = stream.async.slice %arg1[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
      %4 = stream.async.transfer %3 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
      stream.yield %4 : !stream.resource<staging>{%c4}
    } => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<staging>{%c4}
    %2 = stream.async.load %1[%c0] : !stream.resource<staging>{%c4} -> i32
    %ext = arith.extsi %2 : i32 to i64
    %next = arith.addi %iter, %ext : i64
    scf.yield %next : i64
  }

  util.return %result : i64
}

