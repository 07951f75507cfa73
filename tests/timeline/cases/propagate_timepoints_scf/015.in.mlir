
// Tests that scf.for with read-only resource correctly handles timepoint propagation.

// CHECK-LABEL: @scf_for_readonly_resource
// CHECK-SAME: %[[READONLY:.+]]: !stream.resource<external>, %[[INITIAL:.+]]: !stream.resource<external>
util.func public @scf_for_readonly_resource(%readonly: !stream.resource<external>, %initial: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index

  // Loop: readonly is passed through unchanged, initial is updated each iteration.
  // CHECK: %[[READONLY_TP:.+]] = stream.timepoint.immediate
  // CHECK: %[[INIT_TP:.+]] = stream.timepoint.immediate
  // CHECK: scf.for {{.*}} iter_args(%[[RO:.+]] = %[[READONLY]], %[[RO_TP:.+]] = %[[READONLY_TP]], %[[ITER:.+]] = %[[INITIAL]], %[[ITER_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint)
  %result:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%ro = %readonly, %acc = %initial) -> (!stream.resource<external>, !stream.resource<external>) {
    // Use both readonly and accumulator resources.
    // CHECK: %[[NEXT:.+]], %[[NEXT_TP:.+]] = stream.test.timeline_op await(%[[RO_TP]], %[[ITER_TP]]) => with(%[[RO]], %[[ITER]])
    %next, %next_tp = stream.test.timeline_op with(%ro, %acc) : (!stream.resource<external>{%c64}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[NEXT_TP]] => %[[NEXT]]
    %next_ready = stream.timepoint.await %next_tp => %next : !stream.resource<external>{%c64}

    // Readonly is passed through unchanged, accumulator is updated.
    // CHECK: scf.yield %[[RO]], %[[RO_TP]], %[[NEXT]], %[[NEXT_TP]] : !stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint
    scf.yield %ro, %next_ready : !stream.resource<external>, !stream.resource<external>
  }

  // Return accumulator result (readonly is discarded).
  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#2
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[FOR_RESULT]]#3 => %[[FOR_RESULT]]#2 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[RESULT]] : !stream.resource<external>
  util.return %result#1 : !stream.resource<external>
}

