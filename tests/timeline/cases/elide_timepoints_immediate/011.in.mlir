
// Tests that convergent caller timepoints are handled correctly.

// CHECK-LABEL: util.func public @uniformCaller
util.func public @uniformCaller() -> !stream.timepoint {
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NEXT: call @uniformCallee(%[[IMM]])
  // CHECK-NEXT: %[[CALL_IMM0:.+]] = stream.timepoint.immediate
  %call0 = util.call @uniformCallee(%imm) : (!stream.timepoint) -> !stream.timepoint
  // CHECK-NEXT: call @uniformCallee(%[[IMM]])
  // CHECK-NEXT: %[[CALL_IMM1:.+]] = stream.timepoint.immediate
  %call1 = util.call @uniformCallee(%imm) : (!stream.timepoint) -> !stream.timepoint
  // CHECK-NEXT: stream.timepoint.join max(%[[CALL_IMM0]], %[[CALL_IMM1]])
  // CHECK-NEXT: %[[CALLER_JOIN_IMM:.+]] = stream.timepoint.immediate
  %join = stream.timepoint.join max(%call0, %call1) => !stream.timepoint
  // CHECK: util.return %[[CALLER_JOIN_IMM]]
  util.return %join : !stream.timepoint
}
// CHECK: util.func private @uniformCallee
util.func private @uniformCallee(%arg0: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[ARG0_IMM:.+]] = stream.timepoint.immediate
  // CHECK: stream.timepoint.join max(%[[ARG0_IMM]])
  // CHECK-NEXT: %[[CALLEE_JOIN_IMM:.+]] = stream.timepoint.immediate
  %0 = stream.timepoint.join max(%arg0) => !stream.timepoint
  // CHECK: util.return %[[CALLEE_JOIN_IMM]]
  util.return %0 : !stream.timepoint
}

