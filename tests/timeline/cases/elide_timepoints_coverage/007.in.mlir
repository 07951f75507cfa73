
// Tests that calls with non-uniform args still track partial coverage.
// Here the result of @nonUniformCallee always covers %t0 but not %t1 and we're
// able to elide %t0 in the final join.

// TODO(benvanik): we should also be able to trim the calls/t1 and only use
// %t01 but that needs some work to know that call0 == t0 and call1 == t01.

// CHECK-LABEL: util.func public @nonUniformCaller
// CHECK-SAME: (%[[T0:.+]]: !stream.timepoint, %[[T1:.+]]: !stream.timepoint)
util.func public @nonUniformCaller(%t0: !stream.timepoint, %t1: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[CALL0:.+]] = util.call @nonUniformCallee(%[[T0]])
  %call0 = util.call @nonUniformCallee(%t0) : (!stream.timepoint) -> !stream.timepoint
  // CHECK: %[[T01:.+]] = stream.timepoint.join max(%[[T0]], %[[T1]]) => !stream.timepoint
  %t01 = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
  // CHECK: %[[CALL1:.+]] = util.call @nonUniformCallee(%[[T01]])
  %call1 = util.call @nonUniformCallee(%t01) : (!stream.timepoint) -> !stream.timepoint
  // CHECK: %[[T0_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[T0_IMM]], %[[CALL0]], %[[T1]], %[[CALL1]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %call0, %t1, %call1) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}
// CHECK: util.func private @nonUniformCallee
util.func private @nonUniformCallee(%arg0: !stream.timepoint) -> !stream.timepoint {
  util.return %arg0 : !stream.timepoint
}

