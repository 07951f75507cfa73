
// Tests that joins with one or more non-immediate timepoints are not elided.

// CHECK-LABEL: @nonImmediateJoin
// CHECK-SAME: (%[[NON_IMM:.+]]: !stream.timepoint)
util.func public @nonImmediateJoin(%arg0: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[NON_IMM]], %[[IMM]])
  %0 = stream.timepoint.join max(%arg0, %imm) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %0 : !stream.timepoint
}

