
// CHECK-LABEL: @FoldTimepointJoinOp
util.func private @FoldTimepointJoinOp(%arg0: !stream.timepoint) -> !stream.timepoint {
  // CHECK-NOT: stream.timepoint.join
  %0 = stream.timepoint.join max(%arg0) => !stream.timepoint
  // CHECK: util.return %arg0
  util.return %0 : !stream.timepoint
}

