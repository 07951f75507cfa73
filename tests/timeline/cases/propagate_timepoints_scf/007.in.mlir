
// Tests that nested scf.for inside scf.if correctly scopes timepoints.

// CHECK-LABEL: @nested_if_for
// CHECK-SAME: %{{.+}}: i1, %[[ARG:.+]]: !stream.resource<external>
util.func public @nested_if_for(%cond: i1, %arg: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index

  // CHECK: %[[IF_RESULT:.+]]:2 = scf.if %{{.+}} -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: pipelined loop.
    // CHECK: %[[LOOP_INIT_TP:.+]] = stream.timepoint.immediate
    // CHECK: %[[LOOP_RESULT:.+]]:2 = scf.for {{.*}} iter_args(%[[LOOP_ITER:.+]] = %[[ARG]], %[[LOOP_ITER_TP:.+]] = %[[LOOP_INIT_TP]])
    // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
    %loop_result = scf.for %i = %c0 to %c2 step %c1 iter_args(%iter = %arg) -> !stream.resource<external> {
      // CHECK: %[[LOOP_NEXT:.+]], %[[LOOP_NEXT_TP:.+]] = stream.test.timeline_op await(%[[LOOP_ITER_TP]]) => with(%[[LOOP_ITER]])
      %next, %next_tp = stream.test.timeline_op with(%iter) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

      // CHECK: stream.timepoint.await %[[LOOP_NEXT_TP]] => %[[LOOP_NEXT]]
      %next_ready = stream.timepoint.await %next_tp => %next : !stream.resource<external>{%c64}
      // CHECK: scf.yield %[[LOOP_NEXT]], %[[LOOP_NEXT_TP]] : !stream.resource<external>, !stream.timepoint
      scf.yield %next_ready : !stream.resource<external>
    }
    // CHECK: %[[LOOP_SIZE:.+]] = stream.resource.size %[[LOOP_RESULT]]#0
    // CHECK: stream.timepoint.await %[[LOOP_RESULT]]#1 => %[[LOOP_RESULT]]#0 : !stream.resource<external>{%[[LOOP_SIZE]]}
    // CHECK: scf.yield %[[LOOP_RESULT]]#0, %[[LOOP_RESULT]]#1 : !stream.resource<external>, !stream.timepoint
    scf.yield %loop_result : !stream.resource<external>
  } else {
    // Else: single operation.
    // CHECK: %[[ELSE_IMM:.+]] = stream.timepoint.immediate
    // CHECK: %[[ELSE:.+]], %[[ELSE_TP:.+]] = stream.test.timeline_op await(%[[ELSE_IMM]]) => with(%[[ARG]])
    %else_result, %else_tp = stream.test.timeline_op with(%arg) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[ELSE_TP]] => %[[ELSE]]
    %else_ready = stream.timepoint.await %else_tp => %else_result : !stream.resource<external>{%c64}
    // CHECK: scf.yield %[[ELSE]], %[[ELSE_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %else_ready : !stream.resource<external>
  }

  // CHECK: %[[FINAL_SIZE:.+]] = stream.resource.size %[[IF_RESULT]]#0
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[IF_RESULT]]#1 => %[[IF_RESULT]]#0 : !stream.resource<external>{%[[FINAL_SIZE]]}
  // CHECK: util.return %[[RESULT]] : !stream.resource<external>
  util.return %result : !stream.resource<external>
}

