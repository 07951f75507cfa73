
// Tests that an immediate timepoint passed along a call edge is propagated.

// CHECK-LABEL: util.func public @caller
util.func public @caller() -> !stream.timepoint {
  // CHECK: %[[T0_IMM:.+]] = stream.timepoint.immediate
  %t0 = stream.timepoint.immediate => !stream.timepoint
  // CHECK: util.call @callee(%[[T0_IMM]], %[[T0_IMM]])
  // CHECK-NEXT: %[[T1_IMM:.+]] = stream.timepoint.immediate
  %t1 = util.call @callee(%t0, %t0) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
  // CHECK: stream.timepoint.join max(%[[T0_IMM]], %[[T1_IMM]])
  // CHECK-NEXT: %[[T2_IMM:.+]] = stream.timepoint.immediate
  %t2 = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
  // CHECK: util.return %[[T2_IMM]]
  util.return %t2 : !stream.timepoint
}
// CHECK-LABEL: util.func private @callee
util.func private @callee(%t0a: !stream.timepoint, %t0b: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[T0A_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[T0B_IMM:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: stream.timepoint.join max(%[[T0A_IMM]], %[[T0B_IMM]])
  %t1 = stream.timepoint.join max(%t0a, %t0b) => !stream.timepoint
  // CHECK-NEXT: %[[T1_IMM:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: util.return %[[T1_IMM]]
  util.return %t1 : !stream.timepoint
}

