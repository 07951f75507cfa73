
// CHECK-LABEL: @ExpandTimepointJoinOperands
util.func private @ExpandTimepointJoinOperands(%arg0: !stream.timepoint, %arg1: !stream.timepoint, %arg2: !stream.timepoint, %arg3: !stream.timepoint) -> !stream.timepoint {
  %join0 = stream.timepoint.join max(%arg0, %arg1) => !stream.timepoint
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%arg2, %arg0, %arg1, %arg3)
  %join1 = stream.timepoint.join max(%arg2, %join0, %arg3) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join1 : !stream.timepoint
}

