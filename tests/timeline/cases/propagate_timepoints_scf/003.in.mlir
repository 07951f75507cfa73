
// Tests that scf.for with independent parallel ops preserves concurrency.

// CHECK-LABEL: @scf_for_parallel_selective
// CHECK-SAME: %[[RES0:.+]]: !stream.resource<external>, %[[RES1:.+]]: !stream.resource<external>
util.func public @scf_for_parallel_selective(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index

  // Two independent initial resources get immediate timepoints.
  // CHECK: %[[INIT_TP0:.+]] = stream.timepoint.immediate
  // CHECK: %[[INIT_TP1:.+]] = stream.timepoint.immediate
  // CHECK: scf.for {{.*}} iter_args(%[[ITER0:.+]] = %[[RES0]], %[[ITER0_TP:.+]] = %[[INIT_TP0]], %[[ITER1:.+]] = %[[RES1]], %[[ITER1_TP:.+]] = %[[INIT_TP1]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint)
  %result:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%iter0 = %arg0, %iter1 = %arg1) -> (!stream.resource<external>, !stream.resource<external>) {
    // Two INDEPENDENT operations (can run concurrently).
    // CHECK: %[[NEXT0:.+]], %[[NEXT_TP0:.+]] = stream.test.timeline_op await(%[[ITER0_TP]]) => with(%[[ITER0]])
    %next0, %tp0 = stream.test.timeline_op with(%iter0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: %[[NEXT1:.+]], %[[NEXT_TP1:.+]] = stream.test.timeline_op await(%[[ITER1_TP]]) => with(%[[ITER1]])
    %next1, %tp1 = stream.test.timeline_op with(%iter1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // Await both before yielding.
    // CHECK: stream.timepoint.await %[[NEXT_TP0]] => %[[NEXT0]]
    %ready0 = stream.timepoint.await %tp0 => %next0 : !stream.resource<external>{%c64}
    // CHECK: stream.timepoint.await %[[NEXT_TP1]] => %[[NEXT1]]
    %ready1 = stream.timepoint.await %tp1 => %next1 : !stream.resource<external>{%c64}

    // CHECK: scf.yield %[[NEXT0]], %[[NEXT_TP0]], %[[NEXT1]], %[[NEXT_TP1]] : !stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint
    scf.yield %ready0, %ready1 : !stream.resource<external>, !stream.resource<external>
  }

  // CHECK: %[[SIZE1:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#2
  // CHECK: %[[FINAL1:.+]] = stream.timepoint.await %[[FOR_RESULT]]#3 => %[[FOR_RESULT]]#2 : !stream.resource<external>{%[[SIZE1]]}
  // CHECK: %[[SIZE0:.+]] = stream.resource.size %[[FOR_RESULT]]#0
  // CHECK: %[[FINAL0:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE0]]}
  // CHECK: util.return %[[FINAL0]], %[[FINAL1]] : !stream.resource<external>, !stream.resource<external>
  util.return %result#0, %result#1 : !stream.resource<external>, !stream.resource<external>
}

