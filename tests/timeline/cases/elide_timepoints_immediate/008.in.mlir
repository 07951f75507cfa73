
// Tests that meaningful timeline ops are never marked immediate.

// CHECK-LABEL: @nonImmediate
util.func private @nonImmediate() -> !stream.timepoint {
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK: %[[TP:.+]] = stream.test.timeline_op await(%[[IMM]]) => with() : () -> () => !stream.timepoint
  %tp = stream.test.timeline_op await(%imm) => with() : () -> () => !stream.timepoint
  // CHECK: util.return %[[TP]]
  util.return %tp : !stream.timepoint
}

