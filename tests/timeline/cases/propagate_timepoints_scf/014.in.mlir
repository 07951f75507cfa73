
// Tests RNN cell pattern with recurrent hidden state dependencies.

// CHECK-LABEL: @rnn_cell_recurrence
// CHECK-SAME: %[[INPUT:.+]]: !stream.resource<external>, %[[INITIAL_HIDDEN:.+]]: !stream.resource<external>, %{{.+}}: index
util.func public @rnn_cell_recurrence(%input: !stream.resource<external>, %initial_hidden: !stream.resource<external>, %seq_len: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index

  // RNN loop: hidden state recurs through iterations.
  // CHECK: %[[INIT_TP:.+]] = stream.timepoint.immediate
  // CHECK: scf.for {{.*}} iter_args(%[[HIDDEN:.+]] = %[[INITIAL_HIDDEN]], %[[HIDDEN_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
  %hidden_final = scf.for %t = %c0 to %seq_len step %c1 iter_args(%hidden = %initial_hidden) -> !stream.resource<external> {
    // RNN cell: combine input with previous hidden state.
    // CHECK: %[[INPUT_IMM:.+]] = stream.timepoint.immediate
    // CHECK: %[[CELL_OUT:.+]], %[[CELL_TP:.+]] = stream.test.timeline_op await(%[[INPUT_IMM]], %[[HIDDEN_TP]]) => with(%[[INPUT]], %[[HIDDEN]])
    %cell_output, %cell_tp = stream.test.timeline_op with(%input, %hidden) : (!stream.resource<external>{%c64}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[CELL_TP]] => %[[CELL_OUT]]
    %next_hidden = stream.timepoint.await %cell_tp => %cell_output : !stream.resource<external>{%c64}

    // CHECK: scf.yield %[[CELL_OUT]], %[[CELL_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %next_hidden : !stream.resource<external>
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#0
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[RESULT]] : !stream.resource<external>
  util.return %hidden_final : !stream.resource<external>
}

