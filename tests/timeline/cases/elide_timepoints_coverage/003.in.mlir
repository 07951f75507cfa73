
// Tests that coverage propagates through timeline ops. Here %tp0 is covered
// by both %tp1a and %tp1b and does not need to be joined.

// CHECK-LABEL: @joinChained
util.func public @joinChained() -> !stream.timepoint {
  // CHECK: %[[TP0:.+]] = stream.test.timeline_op with() : () -> () => !stream.timepoint
  %tp0 = stream.test.timeline_op with() : () -> () => !stream.timepoint
  // CHECK: %[[TP1A:.+]] = stream.test.timeline_op await(%[[TP0]]) => with() : () -> () => !stream.timepoint
  %tp1a = stream.test.timeline_op await(%tp0) => with() : () -> () => !stream.timepoint
  // CHECK: %[[TP1B:.+]] = stream.test.timeline_op await(%[[TP0]]) => with() : () -> () => !stream.timepoint
  %tp1b = stream.test.timeline_op await(%tp0) => with() : () -> () => !stream.timepoint
  // CHECK: %[[TP0_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[TP0_IMM]], %[[TP1A]], %[[TP1B]]) => !stream.timepoint
  %join = stream.timepoint.join max(%tp0, %tp1a, %tp1b) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

