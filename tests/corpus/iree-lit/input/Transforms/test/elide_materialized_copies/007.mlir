
// Tests nested SCF with in-place mutations.

// CHECK-LABEL: @nested_scf_inplace
// CHECK-SAME: (%[[BUFFER_VIEW:.+]]: !util.buffer) -> !util.buffer
util.func public @nested_scf_inplace(%buffer_view: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32

  // Import buffer.
  // The `consume` attribute enables zero-copy in-place updates.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[BUFFER:.+]] = stream.tensor.import consume %[[BUFFER_VIEW]] : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<256xf32> : index
  %buffer = stream.tensor.import consume %buffer_view : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%size}

  // Nested loops mutating in-place.
  // CHECK: %[[OUTER:.+]] = scf.for %{{.+}} = %c0 to %c5 step %c1 iter_args(%[[OUTER_ITER:.+]] = %[[BUFFER]]) -> (!stream.resource<external>) {
  %result = scf.for %i = %c0 to %c5 step %c1 iter_args(%outer_iter = %buffer) -> (!stream.resource<external>) {
    // CHECK: %[[INNER:.+]] = scf.for %{{.+}} = %c0 to %c5 step %c1 iter_args(%[[INNER_ITER:.+]] = %[[OUTER_ITER]]) -> (!stream.resource<external>) {
    %inner_result = scf.for %j = %c0 to %c5 step %c1 iter_args(%inner_iter = %outer_iter) -> (!stream.resource<external>) {
      // CHECK-NOT: stream.async.clone
      // CHECK: %[[FILL:.+]] = stream.async.fill %c123_i32, %[[INNER_ITER]][%c0 to %c100 for %c100] : i32 -> %[[INNER_ITER]] as !stream.resource<external>{%[[SIZE]]}
      %fill = stream.async.fill %c123_i32, %inner_iter[%c0 to %c100 for %c100] : i32 -> %inner_iter as !stream.resource<external>{%size}
      // CHECK: scf.yield %[[FILL]] : !stream.resource<external>
      scf.yield %fill : !stream.resource<external>
    }
    // CHECK: scf.yield %[[INNER]] : !stream.resource<external>
    scf.yield %inner_result : !stream.resource<external>
  }

  // Alias back.
  // Note: identity slice and transfer are optimized away.
  %slice = stream.async.slice %result[%c0 to %size] : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %transfer = stream.async.transfer %slice : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  // CHECK-NOT: stream.async.slice
  // CHECK-NOT: stream.async.transfer
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[OUTER]] : tensor<256xf32> in !stream.resource<external>{%[[SIZE]]} -> !util.buffer
  %exported = stream.tensor.export %transfer : tensor<256xf32> in !stream.resource<external>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

