
// Tests that function arguments are expanded into an explicit subview of
// (resource, size, offset, length).
//
// This rotates subviews from callers into callees.

// CHECK-LABEL: @funcArgs
// CHECK-SAME: (%[[RESOURCE0:.+]]: !stream.resource<external>, %[[STORAGE_SIZE0:.+]]: index, %[[OFFSET0:.+]]: index, %[[LENGTH0:.+]]: index, %[[RESOURCE1:.+]]: !stream.resource<transient>, %[[STORAGE_SIZE1:.+]]: index, %[[OFFSET1:.+]]: index, %[[LENGTH1:.+]]: index)
util.func private @funcArgs(%resource0: !stream.resource<external>, %resource1: !stream.resource<transient>) {
  // CHECK-NEXT: %[[SUBVIEW0:.+]] = stream.resource.subview %[[RESOURCE0]][%[[OFFSET0]]] : !stream.resource<external>{%[[STORAGE_SIZE0]]} -> !stream.resource<external>{%[[LENGTH0]]}
  // CHECK-NEXT: %[[SUBVIEW1:.+]] = stream.resource.subview %[[RESOURCE1]][%[[OFFSET1]]] : !stream.resource<transient>{%[[STORAGE_SIZE1]]} -> !stream.resource<transient>{%[[LENGTH1]]}

  // CHECK-NEXT: util.optimization_barrier %[[SUBVIEW0]]
  util.optimization_barrier %resource0 : !stream.resource<external>
  // CHECK-NEXT: util.optimization_barrier %[[SUBVIEW1]]
  util.optimization_barrier %resource1 : !stream.resource<transient>
  util.return
}

