
// Tests that an await operation defined outside an scf.for loop can be folded
// into a stream.test.timeline_op operation within a nested scf.if branch inside the loop.
// This demonstrates the pass's ability to optimize across loop boundaries when the
// await can be absorbed into an execute's await clause.

// CHECK-LABEL: @scfIfInsideScfFor
util.func public @scfIfInsideScfFor(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %true = arith.constant true

  // Async operation producing value used inside loop.
  // CHECK: %{{.+}}, %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await before loop - should be eliminated (folded into execute inside loop).
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Loop with conditional use of awaited value.
  // CHECK: %[[LOOP_RESULT:.+]] = scf.for {{.+}} iter_args(%[[ITER:.+]] = {{.+}})
  %loop_result = scf.for %i = %c0 to %c10 step %c1
    iter_args(%iter = %arg0) -> (!stream.resource<external>) {

    // Conditional inside loop uses awaited value from outside loop.
    // After propagate-timepoints, scf.if yields both resource and timepoint.
    // CHECK: %{{.+}}:2 = scf.if %{{.+}} -> (!stream.resource<external>, !stream.timepoint)
    %inner, %inner_tp = scf.if %true -> (!stream.resource<external>, !stream.timepoint) {
      // Then: await is folded into this execute's await clause.
      // CHECK: %[[R:.+]], %[[TP0:.+]] = stream.test.timeline_op await(%[[TP]]) =>
            %r0, %tp0 = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
      // The await is redundant since scf.if yields the timepoint.
      // ElideTimepointsPass now eliminates this redundancy by yielding the
      // original resource directly instead of the awaited value.
      // CHECK-NOT: scf.yield %{{.*stream.timepoint.await.*}}, %[[TP0]]
      %r0_ready = stream.timepoint.await %tp0 => %r0 : !stream.resource<external>{%c4}
      // CHECK: scf.yield %[[R]], %[[TP0]]
      scf.yield %r0_ready, %tp0 : !stream.resource<external>, !stream.timepoint
    } else {
      // Else: yields iter_arg and immediate timepoint.
      // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
      %imm = stream.timepoint.immediate => !stream.timepoint
      // CHECK: scf.yield %[[ITER]], %[[IMM]]
      scf.yield %iter, %imm : !stream.resource<external>, !stream.timepoint
    }
    // Await the yielded timepoint before next iteration.
    %inner_ready = stream.timepoint.await %inner_tp => %inner : !stream.resource<external>{%c4}
    scf.yield %inner_ready : !stream.resource<external>
  }
  // CHECK: util.return %[[LOOP_RESULT]]
  util.return %loop_result : !stream.resource<external>
}

