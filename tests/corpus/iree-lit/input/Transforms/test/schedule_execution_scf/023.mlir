
// Tests splat with optimization_barrier in same block + use inside scf.if.
// This reproduces the bug from if.mlir: splat with barrier use AND use in nested
// region was not being placed in any partition, causing verification failure.
// The barrier forces the splat into a partition before the scf.if.

// CHECK-LABEL: @splatWithBarrierAndScfIfUse
util.func public @splatWithBarrierAndScfIfUse(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c10_i32 = arith.constant 10 : i32
  %c4 = arith.constant 4 : index

  // CHECK: %[[RESULTS:.+]], %[[TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: with() -> !stream.resource<external>{%c4}
  // CHECK-NEXT: %[[SPLAT:.+]] = stream.async.splat %c10_i32
  // CHECK-NEXT: stream.yield %[[SPLAT]]
  %splat = stream.async.splat %c10_i32 : i32 -> !stream.resource<external>{%c4}

  // Same-block non-streamable user forces await before scf.if.
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[TIMEPOINT]]
  %barrier = util.optimization_barrier %splat : !stream.resource<external>

  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Nested region can use both the awaited value and reference original.
    // CHECK: stream.async.execute
    // CHECK: stream.async.dispatch
    %dispatch = stream.async.dispatch @dispatch::@entry(%barrier[%c0 to %c4 for %c4], %splat[%c0 to %c4 for %c4]) : (!stream.resource<external>{%c4}, !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4}
    scf.yield %dispatch : !stream.resource<external>
  } else {
    scf.yield %barrier : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

stream.executable private @dispatch {
  stream.executable.export public @entry
  builtin.module {
    func.func @entry(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
      return
    }
  }
}

