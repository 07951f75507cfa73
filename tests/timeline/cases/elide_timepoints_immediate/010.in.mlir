
// Tests that duplicate call args/results are handled correctly.

// CHECK-LABEL: util.func public @callerDupes
util.func public @callerDupes() -> !stream.timepoint {
  // CHECK: stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK: util.call @calleeDupes
  // CHECK-NEXT: %[[CALL_IMM0:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: %[[CALL_IMM1:.+]] = stream.timepoint.immediate
  %call:2 = util.call @calleeDupes(%imm, %imm) : (!stream.timepoint, !stream.timepoint) -> (!stream.timepoint, !stream.timepoint)
  // CHECK: stream.timepoint.join max(%[[CALL_IMM0]], %[[CALL_IMM1]])
  // CHECK-NEXT: %[[JOIN_IMM:.+]] = stream.timepoint.immediate
  %join = stream.timepoint.join max(%call#0, %call#1) => !stream.timepoint
  // CHECK: util.return %[[JOIN_IMM]]
  util.return %join : !stream.timepoint
}
util.func private @calleeDupes(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint) {
  util.return %arg0, %arg1 : !stream.timepoint, !stream.timepoint
}

