
// Tests that scf.for with empty loop (upper <= lower) correctly propagates initial iter_args.

// CHECK-LABEL: @scf_for_empty_loop
// CHECK-SAME: %[[ARG:.+]]: !stream.resource<external>
util.func public @scf_for_empty_loop(%arg: !stream.resource<external>) -> !stream.resource<external> {
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index

  // Initial work produces timepoint.
  // CHECK: %[[EMPTY_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[INIT:.+]], %[[INIT_TP:.+]] = stream.test.timeline_op await(%[[EMPTY_IMM]]) => with(%[[ARG]])
  %init, %init_tp = stream.test.timeline_op with(%arg) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

  // CHECK: stream.timepoint.await %[[INIT_TP]] => %[[INIT]]
  %init_ready = stream.timepoint.await %init_tp => %init : !stream.resource<external>{%c128}

  // Empty loop: 10 to 5 with step 1 executes 0 times.
  // CHECK: scf.for {{.*}} iter_args(%[[ITER:.+]] = %[[INIT]], %[[ITER_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.for %i = %c10 to %c5 step %c1 iter_args(%iter = %init_ready) -> !stream.resource<external> {
    // Loop body: transformed but never executes at runtime.
    // CHECK: %[[NEXT:.+]], %[[NEXT_TP:.+]] = stream.test.timeline_op await(%[[ITER_TP]]) => with(%[[ITER]])
    %next, %next_tp = stream.test.timeline_op with(%iter) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[NEXT_TP]] => %[[NEXT]]
    %next_ready = stream.timepoint.await %next_tp => %next : !stream.resource<external>{%c128}
    // CHECK: scf.yield %[[NEXT]], %[[NEXT_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %next_ready : !stream.resource<external>
  }

  // Result equals initial values (loop never ran).
  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#0
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[RESULT]] : !stream.resource<external>
  util.return %result : !stream.resource<external>
}

