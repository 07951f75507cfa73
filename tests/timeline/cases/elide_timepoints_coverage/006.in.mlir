
// Tests that duplicate call args/results are handled correctly.
// Ideally we're running in as part of a fixed-point iteration with IPO that
// removes the dupes and lets us focus on simpler cases. For now we don't do
// anything clever with folding the call results even though we know they're
// the same and instead just handle coverage (hitting either call results is
// the same as hitting the original arg).

// CHECK-LABEL: util.func public @callerDupes
util.func public @callerDupes(%unknown: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[CALL:.+]]:2 = util.call @calleeDupes
  %call:2 = util.call @calleeDupes(%unknown, %unknown) : (!stream.timepoint, !stream.timepoint) -> (!stream.timepoint, !stream.timepoint)
  // CHECK-NEXT: %[[UNKNOWN_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[UNKNOWN_IMM]], %[[CALL]]#0, %[[CALL]]#1) => !stream.timepoint
  %join = stream.timepoint.join max(%unknown, %call#0, %call#1) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}
util.func private @calleeDupes(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint) {
  util.return %arg0, %arg1 : !stream.timepoint, !stream.timepoint
}

