
// Tests dispatch with same buffer used multiple times (aliasing inputs + tied output).

stream.executable private @ex_compute_aliased {
  stream.executable.export public @compute workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @dispatch_aliased_buffer
// CHECK-SAME: (%[[BUFFER_VIEW:.+]]: !util.buffer) -> !util.buffer
util.func public @dispatch_aliased_buffer(%buffer_view: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // Import buffer.
  // The `consume` attribute enables zero-copy in-place updates.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[BUFFER:.+]] = stream.tensor.import consume %[[BUFFER_VIEW]] : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<1024xf32> : index
  %buffer = stream.tensor.import consume %buffer_view : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%size}

  // Dispatch uses buffer multiple times (read) and writes to it (tied).
  // CHECK-NOT: stream.async.clone
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch @ex_compute_aliased::@compute[%c1, %c1, %c1](%[[BUFFER]][%c0 to %[[SIZE]] for %[[SIZE]]], %[[BUFFER]][%c0 to %[[SIZE]] for %[[SIZE]]]) : (!stream.resource<external>{%[[SIZE]]}, !stream.resource<external>{%[[SIZE]]}) -> %[[BUFFER]]{%[[SIZE]]}
  %result = stream.async.dispatch @ex_compute_aliased::@compute[%c1, %c1, %c1](%buffer[%c0 to %size for %size], %buffer[%c0 to %size for %size]) : (!stream.resource<external>{%size}, !stream.resource<external>{%size}) -> %buffer{%size}

  // Alias back.
  // Note: identity slice and transfer are optimized away.
  %slice = stream.async.slice %result[%c0 to %size] : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %transfer = stream.async.transfer %slice : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  // CHECK-NOT: stream.async.slice
  // CHECK-NOT: stream.async.transfer
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[DISPATCH]] : tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]} -> !util.buffer
  %exported = stream.tensor.export %transfer : tensor<1024xf32> in !stream.resource<external>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

