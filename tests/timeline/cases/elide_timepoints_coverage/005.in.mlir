
// Tests that a timepoint passed along a call edge is propagated.
// %t0/%t1 are covered by the call result %call that joins the two together.

// CHECK-LABEL: util.func public @caller
// CHECK-SAME: (%[[T0:.+]]: !stream.timepoint, %[[T1:.+]]: !stream.timepoint)
util.func public @caller(%t0: !stream.timepoint, %t1: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[CALL:.+]] = util.call @callee(%[[T0]], %[[T1]])
  %call = util.call @callee(%t0, %t1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
  // CHECK-DAG: %[[T0_COVERED:.+]] = stream.timepoint.immediate
  // CHECK-DAG: %[[T1_COVERED:.+]] = stream.timepoint.immediate
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[T0_COVERED]], %[[T1_COVERED]], %[[CALL]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %t1, %call) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}
// CHECK-LABEL: util.func private @callee
util.func private @callee(%t0a: !stream.timepoint, %t0b: !stream.timepoint) -> !stream.timepoint {
  // CHECK-NOT: stream.timepoint.immediate
  // CHECK: %[[T1:.+]] = stream.timepoint.join max
  %t1 = stream.timepoint.join max(%t0a, %t0b) => !stream.timepoint
  // CHECK: util.return %[[T1]]
  util.return %t1 : !stream.timepoint
}

