
// Tests that scf.if regions with convergent yields are handled.
// Here %t0 is covered regardless of the %cond and can be elided.

// CHECK-LABEL: util.func public @scfIfConvergent
// CHECK-SAME: (%{{.+}}: i1, %[[T0:.+]]: !stream.timepoint, %[[T1:.+]]: !stream.timepoint)
util.func public @scfIfConvergent(%cond: i1, %t0: !stream.timepoint, %t1: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[IF:.+]] = scf.if
  %if = scf.if %cond -> !stream.timepoint {
    // CHECK: yield %[[T0]]
    scf.yield %t0 : !stream.timepoint
  } else {
    // CHECK: %[[T01:.+]] = stream.timepoint.join max(%[[T0]], %[[T1]]) => !stream.timepoint
    %t01 = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
    // CHECK: yield %[[T01]]
    scf.yield %t01 : !stream.timepoint
  }
  // CHECK: %[[T0_IMM:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: %[[JOIN:.+]] = stream.timepoint.join max(%[[T0_IMM]], %[[T1]], %[[IF]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %t1, %if) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

// TODO(benvanik): support scf.for

