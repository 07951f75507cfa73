
// Tests that pass does not create false dependencies between independent resources.

// CHECK-LABEL: @no_false_dependencies
// CHECK-SAME: %[[RES0:.+]]: !stream.resource<external>, %[[RES1:.+]]: !stream.resource<external>
util.func public @no_false_dependencies(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
  %c64 = arith.constant 64 : index

  // Timeline A: arg0 to result0.
  // CHECK: %[[IMM0:.+]] = stream.timepoint.immediate
  // CHECK: %[[RESULT0:.+]], %[[TP0:.+]] = stream.test.timeline_op await(%[[IMM0]]) => with(%[[RES0]])
  %result0, %tp0 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // CHECK: %[[READY0:.+]] = stream.timepoint.await %[[TP0]] => %[[RESULT0]]
  %ready0 = stream.timepoint.await %tp0 => %result0 : !stream.resource<external>{%c64}

  // Timeline B: arg1 to result1 (completely independent).
  // CHECK: %[[IMM1:.+]] = stream.timepoint.immediate
  // CHECK: %[[RESULT1:.+]], %[[TP1:.+]] = stream.test.timeline_op await(%[[IMM1]]) => with(%[[RES1]])
  %result1, %tp1 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint

  // CHECK: %[[READY1:.+]] = stream.timepoint.await %[[TP1]] => %[[RESULT1]]
  %ready1 = stream.timepoint.await %tp1 => %result1 : !stream.resource<external>{%c64}

  // Return both (should remain independent).
  // CHECK-NOT: stream.timepoint.join
  // CHECK: util.return %[[READY0]], %[[READY1]] : !stream.resource<external>, !stream.resource<external>
  util.return %ready0, %ready1 : !stream.resource<external>, !stream.resource<external>
}

