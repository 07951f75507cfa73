
// CHECK-LABEL: @ElideImmediateTimepointJoinOperandsAll
util.func private @ElideImmediateTimepointJoinOperandsAll() -> !stream.timepoint {
  %0 = stream.timepoint.immediate => !stream.timepoint
  %1 = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NOT: stream.timepoint.join
  %2 = stream.timepoint.join max(%0, %1) => !stream.timepoint
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  // CHECK: util.return %[[IMM]]
  util.return %2 : !stream.timepoint
}

