
// Tests scf.for loop result being used by a dispatch.
// The loop produces a value that is consumed by a partition.

stream.async.func private @dispatch(%arg0: i64, %arg1: !stream.resource<*>) -> !stream.resource<*>

// CHECK-LABEL: @scfForProducingDispatchInput
util.func public @scfForProducingDispatchInput(%arg0: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c128 = arith.constant 128 : index
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64

  // CHECK: scf.for
  %count = scf.for %i = %c0 to %c10 step %c1 iter_args(%iter = %c0_i64) -> (i64) {
    %next = arith.addi %iter, %c1_i64 : i64
    scf.yield %next : i64
  }

  // The dispatch should be in a partition that waits for the loop to complete.
  // CHECK: stream.async.execute
  // CHECK-NEXT: stream.async.call @dispatch
  %result = stream.async.call @dispatch(%count, %arg0[%c0 to %c128 for %c128]) : (i64, !stream.resource<*>{%c128}) -> %arg0{%c128}
  // CHECK: stream.timepoint.await
  util.return %result : !stream.resource<*>
}

