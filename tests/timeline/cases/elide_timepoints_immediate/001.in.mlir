// RUN: iree-opt --split-input-file --iree-stream-elide-timepoints %s | FileCheck %s

// Tests that joins with multiple immediate timepoints are marked as immediate.

// CHECK-LABEL: @immediateJoin
util.func private @immediateJoin() -> !stream.timepoint {
  %imm0 = stream.timepoint.immediate => !stream.timepoint
  %imm1 = stream.timepoint.immediate => !stream.timepoint
  // CHECK: stream.timepoint.join
  // CHECK-NEXT: %[[JOIN_IMM:.+]] = stream.timepoint.immediate
  %0 = stream.timepoint.join max(%imm0, %imm1) => !stream.timepoint
  // CHECK: util.return %[[JOIN_IMM]]
  util.return %0 : !stream.timepoint
}

