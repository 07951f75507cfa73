
// Tests that scf.if regions with convergent yields are handled.

// CHECK-LABEL: util.func public @scfIfConvergent
// CHECK-SAME: ({{.+}}: i1)
util.func public @scfIfConvergent(%cond: i1) -> !stream.timepoint {
  // CHECK: scf.if
  %if = scf.if %cond -> !stream.timepoint {
    // CHECK: %[[IMM0:.+]] = stream.timepoint.immediate
    %imm0 = stream.timepoint.immediate => !stream.timepoint
    // CHECK: yield %[[IMM0]]
    scf.yield %imm0 : !stream.timepoint
  } else {
    // CHECK: %[[IMM1_INNER:.+]] = stream.timepoint.immediate
    %imm1 = stream.timepoint.immediate => !stream.timepoint
    // CHECK: yield %[[IMM1_INNER]]
    scf.yield %imm1 : !stream.timepoint
  }
  // CHECK: %[[IMM1:.+]] = stream.timepoint.immediate
  // CHECK: stream.timepoint.join max(%[[IMM1]])
  // CHECK-NEXT: %[[JOIN_IMM:.+]] = stream.timepoint.immediate
  %join = stream.timepoint.join max(%if) => !stream.timepoint
  // CHECK: util.return %[[JOIN_IMM]]
  util.return %join : !stream.timepoint
}

