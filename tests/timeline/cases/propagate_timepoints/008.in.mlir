
// Tests that stream.async.execute consumes incoming timepoints.
// If multiple timepoints are required for the captures then a
// stream.timepoint.join should be emitted.
//
// This rotates waits on producers to waits on consumers.

// CHECK-LABEL: @asyncExecuteConsume
// CHECK-SAME: (%[[UNREADY0:.+]]: !stream.resource<external>, %[[TIMEPOINT0:.+]]: !stream.timepoint, %[[UNREADY1:.+]]: !stream.resource<transient>, %[[TIMEPOINT1:.+]]: !stream.timepoint)
util.func private @asyncExecuteConsume(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) {
  // NOTE: there will be extra stuff here from the arg insertion. The execution
  // region consumes the unready resources and we expect the args to be captured
  // directly.

  %arg0_size = stream.resource.size %arg0 : !stream.resource<external>
  %arg1_size = stream.resource.size %arg1 : !stream.resource<transient>

  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[TIMEPOINT0]], %[[TIMEPOINT1]]) => !stream.timepoint
  // CHECK: = stream.async.execute await(%[[JOIN]]) => with(%[[UNREADY0]] as %{{.+}}: !stream.resource<external>{%{{.+}}}, %[[UNREADY1]] as %{{.+}}: !stream.resource<transient>{%{{.+}}})
  %results:2, %results_timepoint = stream.async.execute
      with(%arg0 as %arg0_capture: !stream.resource<external>{%arg0_size},
           %arg1 as %arg1_capture: !stream.resource<transient>{%arg1_size})
      -> (!stream.resource<external>{%arg0_size}, !stream.resource<transient>{%arg1_size}) {
    stream.yield %arg0_capture, %arg1_capture : !stream.resource<external>{%arg0_size}, !stream.resource<transient>{%arg1_size}
  } => !stream.timepoint
  %ready_results:2 = stream.timepoint.await %results_timepoint => %results#0, %results#1 : !stream.resource<external>{%arg0_size}, !stream.resource<transient>{%arg1_size}
  util.optimization_barrier %ready_results#0 : !stream.resource<external>
  util.optimization_barrier %ready_results#1 : !stream.resource<transient>

  util.return
}
