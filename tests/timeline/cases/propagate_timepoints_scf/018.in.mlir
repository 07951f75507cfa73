
// Tests pipeline parallelism with multiple stages running concurrently.

// CHECK-LABEL: @pipeline_parallelism
// CHECK-SAME: %[[PIPE_COND:.+]]: i1, %[[DATA:.+]]: !stream.resource<external>
util.func public @pipeline_parallelism(%cond: i1, %data: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index

  // Pipeline loop: alternate between two stages based on condition.
  // CHECK: %[[INIT_TP:.+]] = stream.timepoint.immediate
  // CHECK: scf.for {{.*}} iter_args(%[[ITER:.+]] = %[[DATA]], %[[ITER_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %data) -> !stream.resource<external> {
    // Pipeline stage selection.
    // CHECK: %[[STAGE_IF:.+]]:2 = scf.if %[[PIPE_COND]] -> (!stream.resource<external>, !stream.timepoint)
    %stage_result = scf.if %cond -> !stream.resource<external> {
      // Stage 1: preprocessing.
      // CHECK: %[[STAGE1:.+]], %[[STAGE1_TP:.+]] = stream.test.timeline_op await(%[[ITER_TP]]) => with(%[[ITER]])
      %s1, %s1_tp = stream.test.timeline_op with(%acc) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

      // CHECK: stream.timepoint.await %[[STAGE1_TP]] => %[[STAGE1]]
      %s1_ready = stream.timepoint.await %s1_tp => %s1 : !stream.resource<external>{%c64}

      // CHECK: scf.yield %[[STAGE1]], %[[STAGE1_TP]] : !stream.resource<external>, !stream.timepoint
      scf.yield %s1_ready : !stream.resource<external>
    } else {
      // Stage 2: processing.
      // CHECK: %[[STAGE2:.+]], %[[STAGE2_TP:.+]] = stream.test.timeline_op await(%[[ITER_TP]]) => with(%[[ITER]])
      %s2, %s2_tp = stream.test.timeline_op with(%acc) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

      // CHECK: stream.timepoint.await %[[STAGE2_TP]] => %[[STAGE2]]
      %s2_ready = stream.timepoint.await %s2_tp => %s2 : !stream.resource<external>{%c64}

      // CHECK: scf.yield %[[STAGE2]], %[[STAGE2_TP]] : !stream.resource<external>, !stream.timepoint
      scf.yield %s2_ready : !stream.resource<external>
    }

    // CHECK: %[[STAGE_SIZE:.+]] = stream.resource.size %[[STAGE_IF]]#0
    // CHECK: stream.timepoint.await %[[STAGE_IF]]#1 => %[[STAGE_IF]]#0 : !stream.resource<external>{%[[STAGE_SIZE]]}
    // CHECK: scf.yield %[[STAGE_IF]]#0, %[[STAGE_IF]]#1 : !stream.resource<external>, !stream.timepoint
    scf.yield %stage_result : !stream.resource<external>
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#0
  // CHECK: %[[FINAL:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[FINAL]] : !stream.resource<external>
  util.return %result : !stream.resource<external>
}

