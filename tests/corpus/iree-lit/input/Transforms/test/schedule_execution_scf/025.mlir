
// Tests splat with multiple optimization_barrier uses in same block.
// Ensures that multiple same-block non-streamable users work correctly.

// CHECK-LABEL: @splatWithMultipleBarriers
util.func public @splatWithMultipleBarriers() -> (!stream.resource<external>, !stream.resource<external>) {
  %c10_i32 = arith.constant 10 : i32
  %c4 = arith.constant 4 : index

  // CHECK: %[[RESULTS:.+]], %[[TIMEPOINT:.+]] = stream.async.execute
  // CHECK-NEXT: %[[SPLAT:.+]] = stream.async.splat
  // CHECK-NEXT: stream.yield %[[SPLAT]]
  %splat = stream.async.splat %c10_i32 : i32 -> !stream.resource<external>{%c4}

  // Both barriers use the same awaited value.
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[TIMEPOINT]]
  // CHECK: util.optimization_barrier %[[AWAITED]]
  %barrier1 = util.optimization_barrier %splat : !stream.resource<external>
  // CHECK: util.optimization_barrier %[[AWAITED]]
  %barrier2 = util.optimization_barrier %splat : !stream.resource<external>

  util.return %barrier1, %barrier2 : !stream.resource<external>, !stream.resource<external>
}

