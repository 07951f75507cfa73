
// Tests that nested scf operations correctly handle iter_args pattern.
// Iter_args should allow values to flow through the loop without creating hazards.

// CHECK-LABEL: @scfIterArgsPattern
util.func public @scfIterArgsPattern(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index

  // Loop with iter_args - resource flows through the loop correctly.
  // CHECK: scf.for
  // CHECK-SAME: iter_args
  %loop_result = scf.for %i = %c0 to %c5 step %c1 iter_args(%iter_resource = %arg0) -> !stream.resource<*> {
    // Each iteration partitions independently.
    // CHECK: stream.async.execute
    // CHECK: stream.async.dispatch
    %updated = stream.async.dispatch @ex::@dispatch[%c1](%iter_resource[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
    // CHECK: stream.timepoint.await
    scf.yield %updated : !stream.resource<*>
  }

  util.return %loop_result : !stream.resource<*>
}

