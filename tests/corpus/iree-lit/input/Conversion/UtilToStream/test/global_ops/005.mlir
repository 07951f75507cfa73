
// Checks that the implicit cast allowing a buffer_view to store into a variable
// that maps to a buffer is permitted.

// CHECK-DAG: util.global public mutable @var_with_buffer_view_store : !stream.resource<variable>
// CHECK-DAG: util.global public mutable @var_with_buffer_view_store__size : index
util.global public mutable @var_with_buffer_view_store : tensor<?x4xf32>
// CHECK-LABEL: @globalStoreFromExternal
util.func public @globalStoreFromExternal(%arg0: !hal.buffer_view) {
  // CHECK: %[[DIM0:.+]] = hal.buffer_view.dim
  %dim0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof tensor<?x4xf32>{%[[DIM0]]} : index
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<?x4xf32>{%[[DIM0]]} in !stream.resource<external>{%[[SIZE]]}
  // CHECK: %[[T:.+]] = stream.async.cast %[[IMPORT]] : !stream.resource<external>{%[[SIZE]]} -> !stream.resource<*>{%[[SIZE]]}
  %0 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<?x4xf32>{%dim0}
  // CHECK: %[[VAR:.+]] = stream.async.transfer %[[T]] : !stream.resource<*>{%[[SIZE]]} -> !stream.resource<variable>{%[[SIZE]]}
  // CHECK: util.global.store %[[VAR]], @var_with_buffer_view_store : !stream.resource<variable>
  // CHECK: util.global.store %[[SIZE]], @var_with_buffer_view_store__size : index
  util.global.store %0, @var_with_buffer_view_store : tensor<?x4xf32>
  util.return
}

