
// CHECK-LABEL: @ElideImmediateTimepointJoinOperands
util.func private @ElideImmediateTimepointJoinOperands(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> !stream.timepoint {
  %0 = stream.timepoint.immediate => !stream.timepoint
  %1 = stream.timepoint.immediate => !stream.timepoint
  // CHECK: = stream.timepoint.join max(%arg0, %arg1)
  %2 = stream.timepoint.join max(%arg0, %0, %1, %arg1) => !stream.timepoint
  util.return %2 : !stream.timepoint
}

