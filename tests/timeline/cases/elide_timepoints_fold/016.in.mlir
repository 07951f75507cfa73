
// Tests complex coverage chain with multiple timepoint joins.

// CHECK-LABEL: @awaitComplexCoverageChain
util.func public @awaitComplexCoverageChain(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Three independent operations.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op
  %clone2, %tp2 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: %[[CLONE3:.+]], %[[TP3:.+]] = stream.test.timeline_op
  %clone3, %tp3 = stream.test.timeline_op with(%arg2) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Join tp1 and tp2.
  // CHECK: %[[JOIN12:.+]] = stream.timepoint.join max(%[[TP1]], %[[TP2]])
  %join12 = stream.timepoint.join max(%tp1, %tp2) => !stream.timepoint

  // Await tp1 and tp3.
  %awaited1 = stream.timepoint.await %tp1 => %clone1 : !stream.resource<external>{%c8}
  %awaited3 = stream.timepoint.await %tp3 => %clone3 : !stream.resource<external>{%c8}

  // Operation awaiting join12 using awaited1 and awaited3.
  // Pass absorbs all timepoints directly (no await_limit, so no additional joins).
  // CHECK-NOT: stream.timepoint.await
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op await(%[[JOIN12]], %[[TP1]], %[[TP3]]) =>
  // CHECK-SAME: with(%[[CLONE1]], %[[CLONE3]])
  %result, %result_tp = stream.test.timeline_op await(%join12) => with(%awaited1, %awaited3) : (!stream.resource<external>{%c8}, !stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

