
// Tests that parameter loads in scf.for correctly thread timepoints through
// loop iterations. This is the transformer layer loop pattern: each iteration
// loads weights by a dynamic key and uses them in a dispatch.

// CHECK-LABEL: @parameter_load_in_scf_for
// CHECK-SAME: %{{.+}}: !util.buffer, %[[ACTIVATION:.+]]: !stream.resource<external>, %{{.+}}: index
util.func public @parameter_load_in_scf_for(
    %scope: !util.buffer,
    %activation: !stream.resource<external>,
    %num_layers: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %c1024 = arith.constant 1024 : index
  %c64 = arith.constant 64 : index

  // Each iteration: load weights by dynamic key, dispatch matmul.
  // CHECK: %[[INIT_TP:.+]] = stream.timepoint.immediate
  // CHECK: scf.for {{.*}} iter_args(%[[ITER:.+]] = %[[ACTIVATION]], %[[ITER_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.for %i = %c0 to %num_layers step %c1
      iter_args(%act = %activation) -> !stream.resource<external> {
    // Compute a key for this layer (in real code this would be dynamic).
    %key = util.buffer.constant : !util.buffer = "layer_weights"

    // Load weights from parameter archive.
    // CHECK: %[[WEIGHTS:.+]], %[[LOAD_TP:.+]] = stream.async.parameter.load
    // CHECK-SAME: !stream.resource<constant>
    // CHECK-SAME: => !stream.timepoint
    %weights, %load_tp = stream.async.parameter.load %scope::%key[%c0_i64]
        : !stream.resource<constant>{%c1024} => !stream.timepoint

    // Await the load.
    // CHECK: stream.timepoint.await %[[LOAD_TP]] => %[[WEIGHTS]]
    %weights_ready = stream.timepoint.await %load_tp => %weights
        : !stream.resource<constant>{%c1024}

    // Simulate a dispatch using the loaded weights + activation.
    // CHECK: %[[NEXT:.+]], %[[NEXT_TP:.+]] = stream.test.timeline_op await(%[[ITER_TP]], %[[LOAD_TP]]) => with(%[[ITER]], %[[WEIGHTS]])
    %next, %next_tp = stream.test.timeline_op with(%act, %weights_ready)
        : (!stream.resource<external>{%c64}, !stream.resource<constant>{%c1024})
        -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[NEXT_TP]] => %[[NEXT]]
    %next_ready = stream.timepoint.await %next_tp => %next
        : !stream.resource<external>{%c64}

    // CHECK: scf.yield %[[NEXT]], %[[NEXT_TP]]
    scf.yield %next_ready : !stream.resource<external>
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#0
  // CHECK: %[[FINAL:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[FINAL]]
  util.return %result : !stream.resource<external>
}

