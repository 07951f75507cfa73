// RUN: iree-opt --split-input-file --iree-stream-propagate-timepoints %s | FileCheck %s

// Tests that pipelined scf.for iterations await previous iteration timepoints.

// CHECK-LABEL: @scf_for_pipelined
// CHECK-SAME: %[[ARG:.+]]: !stream.resource<external>
util.func public @scf_for_pipelined(%arg: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index

  // Initial work produces timepoint. The pass inserts an immediate timepoint
  // for function-arg resources and threads it through the await clause.
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[INIT:.+]], %[[INIT_TP:.+]] = stream.test.timeline_op await(%[[IMM]]) => with(%[[ARG]])
  %init, %init_tp = stream.test.timeline_op with(%arg) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

  // Await before loop.
  // CHECK: stream.timepoint.await %[[INIT_TP]] => %[[INIT]]
  %init_ready = stream.timepoint.await %init_tp => %init : !stream.resource<external>{%c128}

  // Loop: each iteration awaits previous iteration's work.
  // The pass adds the timepoint as an additional iter_arg.
  // CHECK: scf.for {{.*}} iter_args(%[[ITER:.+]] = %[[INIT]], %[[ITER_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.for %i = %c0 to %c3 step %c1 iter_args(%iter = %init_ready) -> !stream.resource<external> {
    // Process iter.
    // CHECK: %[[NEXT:.+]], %[[NEXT_TP:.+]] = stream.test.timeline_op await(%[[ITER_TP]]) => with(%[[ITER]])
    %next, %next_tp = stream.test.timeline_op with(%iter) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

    // Await for next iteration.
    // CHECK: stream.timepoint.await %[[NEXT_TP]] => %[[NEXT]]
    %next_ready = stream.timepoint.await %next_tp => %next : !stream.resource<external>{%c128}
    // CHECK: scf.yield %[[NEXT]], %[[NEXT_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %next_ready : !stream.resource<external>
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[FOR_RESULT:.+]]#0
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[FOR_RESULT]]#1 => %[[FOR_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[RESULT]] : !stream.resource<external>
  util.return %result : !stream.resource<external>
}

