
// Tests that coverage propagates through a select: %tp0 is covered by both
// the true and false conditions and does not need to be joined.

// CHECK-LABEL: @selectCovered
// CHECK-SAME: (%[[COND:.+]]: i1)
util.func public @selectCovered(%cond: i1) -> !stream.timepoint {
  // CHECK: %[[TP0:.+]] = stream.test.timeline_op with() : () -> () => !stream.timepoint
  %tp0 = stream.test.timeline_op with() : () -> () => !stream.timepoint
  // CHECK: %[[TP1A:.+]] = stream.test.timeline_op await(%[[TP0]]) => with() : () -> () => !stream.timepoint
  %tp1a = stream.test.timeline_op await(%tp0) => with() : () -> () => !stream.timepoint
  // CHECK: %[[TP1B:.+]] = stream.test.timeline_op await(%[[TP0]]) => with() : () -> () => !stream.timepoint
  %tp1b = stream.test.timeline_op await(%tp0) => with() : () -> () => !stream.timepoint
  // CHECK: %[[SELECT:.+]] = arith.select %[[COND]], %[[TP1A]], %[[TP1B]] : !stream.timepoint
  %select = arith.select %cond, %tp1a, %tp1b : !stream.timepoint
  // CHECK: %[[TP0_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[TP0_IMM]], %[[SELECT]]) => !stream.timepoint
  %join = stream.timepoint.join max(%tp0, %select) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

