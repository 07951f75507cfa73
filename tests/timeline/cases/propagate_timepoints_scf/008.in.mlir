
// Tests that multi-resource operations with selective joins preserve concurrency.

// CHECK-LABEL: @multi_resource_selective
// CHECK-SAME: %[[RES0:.+]]: !stream.resource<external>, %[[RES1:.+]]: !stream.resource<external>
util.func public @multi_resource_selective(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c64 = arith.constant 64 : index

  // Two independent async operations.
  // CHECK: %[[IMM0:.+]] = stream.timepoint.immediate
  // CHECK: %[[RESULT0:.+]], %[[TP0:.+]] = stream.test.timeline_op await(%[[IMM0]]) => with(%[[RES0]])
  %result0, %tp0 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // CHECK: %[[IMM1:.+]] = stream.timepoint.immediate
  // CHECK: %[[RESULT1:.+]], %[[TP1:.+]] = stream.test.timeline_op await(%[[IMM1]]) => with(%[[RES1]])
  %result1, %tp1 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // Await both.
  // CHECK: %[[READY0:.+]] = stream.timepoint.await %[[TP0]] => %[[RESULT0]]
  %ready0 = stream.timepoint.await %tp0 => %result0 : !stream.resource<external>{%c64}
  // CHECK: stream.timepoint.await %[[TP1]] => %[[RESULT1]]
  %ready1 = stream.timepoint.await %tp1 => %result1 : !stream.resource<external>{%c64}

  // Final operation uses ONLY result0: should not depend on tp1.
  // CHECK: %[[FINAL:.+]], %[[FINAL_TP:.+]] = stream.test.timeline_op await(%[[TP0]]) => with(%[[RESULT0]])
  // CHECK-NOT: stream.timepoint.join
  %final, %final_tp = stream.test.timeline_op with(%ready0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // CHECK: %[[FINAL_READY:.+]] = stream.timepoint.await %[[FINAL_TP]] => %[[FINAL]]
  %final_ready = stream.timepoint.await %final_tp => %final : !stream.resource<external>{%c64}
  // CHECK: util.return %[[FINAL_READY]] : !stream.resource<external>
  util.return %final_ready : !stream.resource<external>
}

