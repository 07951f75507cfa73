
// Tests that divergent caller timepoints are handled correctly.
// NOTE: if we ever implemented execution tracing we could discover that %call1
// should be immediate - today, though, we aggregate over callers and any one
// that may pass a non-immediate poisons the analysis.

// CHECK-LABEL: util.func public @nonUniformCaller
// CHECK-SAME: (%[[UNKNOWN:.+]]: !stream.timepoint)
util.func public @nonUniformCaller(%unknown: !stream.timepoint) -> !stream.timepoint {
  // CHECK-NOT: stream.timepoint.immediate
  // CHECK: %[[CALL0:.+]] = util.call @nonUniformCallee(%[[UNKNOWN]])
  %call0 = util.call @nonUniformCallee(%unknown) : (!stream.timepoint) -> !stream.timepoint
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK: %[[CALL1:.+]] = util.call @nonUniformCallee(%[[IMM]])
  %call1 = util.call @nonUniformCallee(%imm) : (!stream.timepoint) -> !stream.timepoint
  // CHECK: %[[CALLER_JOIN:.+]] = stream.timepoint.join max(%[[CALL0]], %[[CALL1]])
  %join = stream.timepoint.join max(%call0, %call1) => !stream.timepoint
  // CHECK: util.return %[[CALLER_JOIN]]
  util.return %join : !stream.timepoint
}
// CHECK-LABEL: util.func private @nonUniformCallee
// CHECK-SAME: (%[[CALLEE_ARG:.+]]: !stream.timepoint)
util.func private @nonUniformCallee(%arg0: !stream.timepoint) -> !stream.timepoint {
  // CHECK-NOT: stream.timepoint.immediate
  // CHECK: %[[CALLEE_JOIN:.+]] = stream.timepoint.join max(%[[CALLEE_ARG]])
  %0 = stream.timepoint.join max(%arg0) => !stream.timepoint
  // CHECK: util.return %[[CALLEE_JOIN]]
  util.return %0 : !stream.timepoint
}

