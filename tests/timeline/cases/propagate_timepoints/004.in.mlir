
// Tests that function results are expanded into (timepoint, resource) and
// awaits are consumed.
//
// This rotates waits from callees into callers.

// CHECK-LABEL: @funcResults
// CHECK-SAME: (%[[UNREADY0:.+]]: !stream.resource<external>, %[[TIMEPOINT0:.+]]: !stream.timepoint, %[[UNREADY1:.+]]: !stream.resource<transient>, %[[TIMEPOINT1:.+]]: !stream.timepoint)
util.func private @funcResults(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) -> (!stream.resource<external>, !stream.resource<transient>) {
  // NOTE: there will be extra stuff here from the arg insertion. Since the
  // return should consume the await that was inserted we expect to directly use
  // the function arguments.

  // CHECK: util.return %[[UNREADY0]], %[[TIMEPOINT0]], %[[UNREADY1]], %[[TIMEPOINT1]]
  util.return %arg0, %arg1 : !stream.resource<external>, !stream.resource<transient>
}

