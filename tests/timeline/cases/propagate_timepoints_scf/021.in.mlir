
// Tests that parameter writes in scf.for correctly thread timepoints.
// This is the training checkpoint pattern: each iteration writes an activation
// to a parameter archive.

// CHECK-LABEL: @parameter_write_in_scf_for
// CHECK-SAME: %{{.+}}: !util.buffer, %[[ACTIVATION:.+]]: !stream.resource<external>, %{{.+}}: index
util.func public @parameter_write_in_scf_for(
    %scope: !util.buffer,
    %activation: !stream.resource<external>,
    %num_layers: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %c64 = arith.constant 64 : index

  // Each iteration: compute something, then write to checkpoint.
  // CHECK: %[[INIT_TP:.+]] = stream.timepoint.immediate
  // CHECK: scf.for {{.*}} iter_args(%[[ITER:.+]] = %[[ACTIVATION]], %[[ITER_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.for %i = %c0 to %num_layers step %c1
      iter_args(%act = %activation) -> !stream.resource<external> {
    // Compute next activation.
    // CHECK: %[[NEXT:.+]], %[[NEXT_TP:.+]] = stream.test.timeline_op await(%[[ITER_TP]]) => with(%[[ITER]])
    %next, %next_tp = stream.test.timeline_op with(%act)
        : (!stream.resource<external>{%c64})
        -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[NEXT_TP]] => %[[NEXT]]
    %next_ready = stream.timepoint.await %next_tp => %next
        : !stream.resource<external>{%c64}

    // Checkpoint: write activation to parameter archive.
    %key = util.buffer.constant : !util.buffer = "checkpoint"
    // CHECK: %[[WRITTEN:.+]], %[[WRITE_TP:.+]] = stream.async.parameter.write
    // CHECK-SAME: => !stream.timepoint
    %written, %write_tp = stream.async.parameter.write
        %next_ready[%c0 to %c64 for %c64] -> %scope::%key[%c0_i64]
        : !stream.resource<external>{%c64} => !stream.timepoint

    // Await the write.
    // CHECK: stream.timepoint.await %[[WRITE_TP]] => %[[WRITTEN]]
    %write_ready = stream.timepoint.await %write_tp => %written
        : !stream.resource<external>{%c64}

    // CHECK: scf.yield %[[WRITTEN]], %[[WRITE_TP]]
    scf.yield %write_ready : !stream.resource<external>
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#0
  // CHECK: %[[FINAL:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[FINAL]]
  util.return %result : !stream.resource<external>
}

