
// Tests that scf.for loops are NOT optimized (conservative).
// Loops may execute 0 times, making sink unsafe.

// CHECK-LABEL: @scfForNoSink
util.func public @scfForNoSink(%arg0: !stream.resource<external>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c0_i32 = arith.constant 0 : i32

  // Produce async value + timepoint.
  // CHECK: %{{.+}}, %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} => !stream.timepoint

  // Await is eliminated by folding the timepoint into execute's await clause.
  // The clone timepoint is captured by stream.test.timeline_op in the loop body via await().
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c4}

  // CHECK: scf.for
  %result = scf.for %i = %c0 to %c10 step %c1 iter_args(%iter = %c0_i32) -> (i32) {
    // Loop body uses clone in stream.test.timeline_op await clause.
    // CHECK: stream.test.timeline_op await(%[[TP]]) =>
    %transfer, %transfer_tp = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c4}) -> !stream.resource<staging>{%c4} => !stream.timepoint
    %transfer_ready = stream.timepoint.await %transfer_tp => %transfer : !stream.resource<staging>{%c4}
    %load = stream.async.load %transfer_ready[%c0] : !stream.resource<staging>{%c4} -> i32
    %add = arith.addi %iter, %load : i32
    scf.yield %add : i32
  }

  util.return %result : i32
}

