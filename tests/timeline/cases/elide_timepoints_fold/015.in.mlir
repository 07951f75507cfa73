
// Tests scf.for result used outside loop (block argument vs result dominance).

// CHECK-LABEL: @awaitScfForResultDominance
util.func public @awaitScfForResultDominance(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index

  // Initial value.
  %init, %init_tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Loop produces new value each iteration.
  // CHECK: %[[LOOP_RESULT:.+]] = scf.for
  %loop_result = scf.for %i = %c0 to %c3 step %c1 iter_args(%iter = %init) -> (!stream.resource<external>) {
    // Value produced inside loop.
    %cloned, %cloned_tp = stream.test.timeline_op with(%iter) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %awaited = stream.timepoint.await %cloned_tp => %cloned : !stream.resource<external>{%c8}
    scf.yield %awaited : !stream.resource<external>
  }

  // Use loop result outside loop - should work, loop result dominates.
  // CHECK: %[[FINAL:.+]], %{{.+}} = stream.test.timeline_op with(%[[LOOP_RESULT]])
  // CHECK-NEXT: util.return %[[FINAL]]
  %final, %final_tp = stream.test.timeline_op with(%loop_result) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  util.return %final : !stream.resource<external>
}

