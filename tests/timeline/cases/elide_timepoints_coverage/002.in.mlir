
// Tests that meaningful timeline ops are never marked immediate.

// CHECK-LABEL: @nonImmediate
util.func private @nonImmediate() -> !stream.timepoint {
  // CHECK: %[[TP:.+]] = stream.test.timeline_op with() : () -> () => !stream.timepoint
  %tp = stream.test.timeline_op with() : () -> () => !stream.timepoint
  // CHECK: util.return %[[TP]]
  util.return %tp : !stream.timepoint
}

