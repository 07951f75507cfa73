
// Tests that scf.if regions with divergent yields are handled.

// CHECK-LABEL: util.func public @scfIfDivergent
// CHECK-SAME: ({{.+}}: i1, %[[UNKNOWN:.+]]: !stream.timepoint)
util.func public @scfIfDivergent(%cond: i1, %unknown: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK: %[[IF:.+]] = scf.if
  %0 = scf.if %cond -> !stream.timepoint {
    // CHECK: yield %[[IMM]]
    scf.yield %imm : !stream.timepoint
  } else {
    // CHECK: %[[JOIN1:.+]] = stream.timepoint.join max(%[[UNKNOWN]], %[[IMM]])
    %join1 = stream.timepoint.join max(%unknown, %imm) => !stream.timepoint
    // CHECK: yield %[[JOIN1]]
    scf.yield %join1 : !stream.timepoint
  }
  // CHECK-NOT: stream.timepoint.immediate
  // CHECK: %[[JOIN_OUTER:.+]] = stream.timepoint.join max(%[[UNKNOWN]], %[[IF]])
  %join_outer = stream.timepoint.join max(%unknown, %0) => !stream.timepoint
  // CHECK: util.return %[[JOIN_OUTER]]
  util.return %join_outer : !stream.timepoint
}

// TODO(benvanik): support scf.for
