
// Tests scf.if result being used by a dispatch.
// The if produces a value consumed by a partition.

stream.async.func private @dispatch(%arg0: !stream.resource<*>, %arg1: index) -> %arg0

// CHECK-LABEL: @scfIfProducingDispatchInput
util.func public @scfIfProducingDispatchInput(%cond: i1, %arg0: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index

  %size = scf.if %cond -> index {
    // To prevent folding to arith.select.
    "some.sideeffect"() : () -> ()
    scf.yield %c128 : index
  } else {
    scf.yield %c256 : index
  }

  // The dispatch should be in a partition.
  // CHECK: %[[RESULTS:.+]], %[[RESULT_TIMEPOINT:.+]] = stream.async.execute
  // CHECK-NEXT: stream.async.call @dispatch
  %result = stream.async.call @dispatch(%arg0[%c0 to %size for %size], %size) : (!stream.resource<*>{%size}, index) -> %arg0{%size}
  // CHECK: stream.timepoint.await %[[RESULT_TIMEPOINT]] => %[[RESULTS]]
  util.return %result : !stream.resource<*>
}

