
// Tests that function arguments are expanded into (timepoint, resource) and
// an await is inserted to tie them together.
//
// This rotates waits from callers into callees.

// CHECK-LABEL: @funcArgs
// CHECK-SAME: (%[[UNREADY0:.+]]: !stream.resource<external>, %[[TIMEPOINT0:.+]]: !stream.timepoint, %[[UNREADY1:.+]]: !stream.resource<transient>, %[[TIMEPOINT1:.+]]: !stream.timepoint)
util.func private @funcArgs(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) {
  // CHECK-NEXT: %[[SIZE0:.+]] = stream.resource.size %[[UNREADY0]] : !stream.resource<external>
  // CHECK-NEXT: %[[READY0:.+]] = stream.timepoint.await %[[TIMEPOINT0]] => %[[UNREADY0]] : !stream.resource<external>{%[[SIZE0]]}
  // CHECK-NEXT: %[[SIZE1:.+]] = stream.resource.size %[[UNREADY1]] : !stream.resource<transient>
  // CHECK-NEXT: %[[READY1:.+]] = stream.timepoint.await %[[TIMEPOINT1]] => %[[UNREADY1]] : !stream.resource<transient>{%[[SIZE1]]}

  // CHECK-NEXT: util.optimization_barrier %[[READY0]]
  util.optimization_barrier %arg0 : !stream.resource<external>
  // CHECK-NEXT: util.optimization_barrier %[[READY1]]
  util.optimization_barrier %arg1 : !stream.resource<transient>

  util.return
}

