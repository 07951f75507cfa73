
// Tests clone with optimization_barrier + use in deeply nested regions.
// Ensures barrier causes partitioning even with deep nesting (scf.for > scf.if).

// CHECK-LABEL: @cloneableBarrierDeeplyNested
util.func public @cloneableBarrierDeeplyNested(%arg0: !stream.resource<external>, %cond: i1, %ub: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // CHECK: %[[RESULTS:.+]], %[[TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: with(%{{.+}} as %[[ARG:.+]]: !stream.resource<external>{%c8})
  // CHECK-SAME: -> !stream.resource<external>{%c8}
  // CHECK-NEXT: %[[CLONE:.+]] = stream.async.clone %[[ARG]]
  // CHECK-NEXT: stream.yield %[[CLONE]]
  %clone = stream.async.clone %arg0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}

  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[TIMEPOINT]]
  %barrier = util.optimization_barrier %clone : !stream.resource<external>

  // CHECK: scf.for
  %result = scf.for %i = %c0 to %ub step %c1 iter_args(%iter = %arg0) -> !stream.resource<external> {
    // CHECK: scf.if
    %next = scf.if %cond -> !stream.resource<external> {
      // Deeply nested use of barrier.
      // CHECK: stream.async.execute
      // CHECK: stream.async.slice
      %results_0, %result_timepoint_1 = stream.async.execute with(%barrier as %arg1: !stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} {
        %2 = stream.async.slice %arg1[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
        stream.yield %2 : !stream.resource<external>{%c4}
      } => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    } else {
      scf.yield %iter : !stream.resource<external>
    }
    scf.yield %next : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}
