
// Tests write-then-load round-trip in scf.for: each iteration writes the
// current activation to a checkpoint, then loads a different parameter.
// This verifies that the write's tied result correctly sequences with the
// subsequent load within the same iteration.

// CHECK-LABEL: @parameter_write_then_load_in_scf_for
// CHECK-SAME: %{{.+}}: !util.buffer, %{{.+}}: !util.buffer, %{{.+}}: !util.buffer, %[[ACTIVATION:.+]]: !stream.resource<external>, %{{.+}}: index
util.func public @parameter_write_then_load_in_scf_for(
    %scope: !util.buffer,
    %checkpoint_key: !util.buffer,
    %weights_key: !util.buffer,
    %activation: !stream.resource<external>,
    %num_layers: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %c1024 = arith.constant 1024 : index
  %c64 = arith.constant 64 : index

  // CHECK: %[[INIT_TP:.+]] = stream.timepoint.immediate
  // CHECK: scf.for {{.*}} iter_args(%[[ITER:.+]] = %[[ACTIVATION]], %[[ITER_TP:.+]] = %[[INIT_TP]])
  %result = scf.for %i = %c0 to %num_layers step %c1
      iter_args(%act = %activation) -> !stream.resource<external> {

    // Write current activation to checkpoint.
    // CHECK: %[[WRITTEN:.+]], %[[WRITE_TP:.+]] = stream.async.parameter.write
    %written, %write_tp = stream.async.parameter.write
        %act[%c0 to %c64 for %c64] -> %scope::%checkpoint_key[%c0_i64]
        : !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[WRITE_TP]] => %[[WRITTEN]]
    %write_ready = stream.timepoint.await %write_tp => %written
        : !stream.resource<external>{%c64}

    // Load weights for this layer.
    // CHECK: %[[WEIGHTS:.+]], %[[LOAD_TP:.+]] = stream.async.parameter.load
    %weights, %load_tp = stream.async.parameter.load %scope::%weights_key[%c0_i64]
        : !stream.resource<constant>{%c1024} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[LOAD_TP]] => %[[WEIGHTS]]
    %weights_ready = stream.timepoint.await %load_tp => %weights
        : !stream.resource<constant>{%c1024}

    // Dispatch: matmul(activation, weights).
    // CHECK: %[[NEXT:.+]], %[[NEXT_TP:.+]] = stream.test.timeline_op await(%[[WRITE_TP]], %[[LOAD_TP]]) => with(%[[WRITTEN]], %[[WEIGHTS]])
    %next, %next_tp = stream.test.timeline_op with(%write_ready, %weights_ready)
        : (!stream.resource<external>{%c64}, !stream.resource<constant>{%c1024})
        -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[NEXT_TP]] => %[[NEXT]]
    %next_ready = stream.timepoint.await %next_tp => %next
        : !stream.resource<external>{%c64}

    scf.yield %next_ready : !stream.resource<external>
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#0
  // CHECK: %[[FINAL:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[FINAL]]
  util.return %result : !stream.resource<external>
}
