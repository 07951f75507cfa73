
// Tests that scf.while loops are NOT optimized (conservative).
// While semantics make it unclear which regions execute.

// CHECK-LABEL: @scfWhileNoSink
util.func public @scfWhileNoSink(%arg0: !stream.resource<external>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c0_i32 = arith.constant 0 : i32

  // Produce async value + timepoint.
  // CHECK: %{{.+}}, %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} => !stream.timepoint

  // Await is eliminated by folding the timepoint into execute's await clause.
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c4}

  // CHECK: scf.while
  %result:2 = scf.while (%iter = %c0_i32, %count = %c0) : (i32, index) -> (i32, index) {
    %cond = arith.cmpi slt, %count, %c10 : index
    scf.condition(%cond) %iter, %count : i32, index
  } do {
  ^bb0(%iter: i32, %count: index):
    // While body uses clone in stream.test.timeline_op await clause.
    // CHECK: stream.test.timeline_op await(%[[TP]]) =>
    %transfer, %transfer_tp = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c4}) -> !stream.resource<staging>{%c4} => !stream.timepoint
    %transfer_ready = stream.timepoint.await %transfer_tp => %transfer : !stream.resource<staging>{%c4}
    %load = stream.async.load %transfer_ready[%c0] : !stream.resource<staging>{%c4} -> i32
    %add = arith.addi %iter, %load : i32
    %next_count = arith.addi %count, %c1 : index
    scf.yield %add, %next_count : i32, index
  }

  util.return %result#0 : i32
}

