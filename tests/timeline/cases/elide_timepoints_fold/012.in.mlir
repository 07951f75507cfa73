
// Tests scf.for with await value used across iterations.

// CHECK-LABEL: @awaitWithScfForLoop
util.func public @awaitWithScfForLoop(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await before loop.
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Loop uses awaited value in each iteration.
  // CHECK: scf.for
  %result = scf.for %i = %c0 to %c3 step %c1 iter_args(%iter = %awaited) -> (!stream.resource<external>) {
    // Each iteration uses iter value in timeline op.
    // CHECK: stream.test.timeline_op
    %cloned, %cloned_tp = stream.test.timeline_op with(%iter) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    scf.yield %cloned : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

