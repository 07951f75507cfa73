
// Tests sequence of in-place fills on imported buffer.

// CHECK-LABEL: @inplace_fill_imported_buffer
// CHECK-SAME: (%[[BUFFER_VIEW:.+]]: !util.buffer) -> !util.buffer
util.func public @inplace_fill_imported_buffer(%buffer_view: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32

  // Import user buffer.
  // The `consume` attribute enables zero-copy in-place updates.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[BUFFER:.+]] = stream.tensor.import consume %[[BUFFER_VIEW]] : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<256xf32> : index
  %buffer = stream.tensor.import consume %buffer_view : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%size}

  // Fill first region - in-place.
  // CHECK-NOT: stream.async.clone
  // CHECK: %[[FILL1:.+]] = stream.async.fill %c123_i32, %[[BUFFER]][%c0 to %c64 for %c64] : i32 -> %[[BUFFER]] as !stream.resource<external>{%[[SIZE]]}
  %fill1 = stream.async.fill %c123_i32, %buffer[%c0 to %c64 for %c64] : i32 -> %buffer as !stream.resource<external>{%size}

  // Fill second region - in-place.
  // CHECK-NOT: stream.async.clone
  // CHECK: %[[FILL2:.+]] = stream.async.fill %c456_i32, %[[FILL1]][%c64 to %c128 for %c64] : i32 -> %[[FILL1]] as !stream.resource<external>{%[[SIZE]]}
  %fill2 = stream.async.fill %c456_i32, %fill1[%c64 to %c128 for %c64] : i32 -> %fill1 as !stream.resource<external>{%size}

  // Fill third region - in-place.
  // CHECK-NOT: stream.async.clone
  // CHECK: %[[FILL3:.+]] = stream.async.fill %c123_i32, %[[FILL2]][%c128 to %c256 for %c128] : i32 -> %[[FILL2]] as !stream.resource<external>{%[[SIZE]]}
  %fill3 = stream.async.fill %c123_i32, %fill2[%c128 to %c256 for %c128] : i32 -> %fill2 as !stream.resource<external>{%size}

  // Alias back.
  // Note: identity slice and transfer are optimized away by canonicalize and elide-async-copies.
  %slice = stream.async.slice %fill3[%c0 to %size] : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %transfer = stream.async.transfer %slice : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  // CHECK-NOT: stream.async.slice
  // CHECK-NOT: stream.async.transfer
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[FILL3]] : tensor<256xf32> in !stream.resource<external>{%[[SIZE]]} -> !util.buffer
  %exported = stream.tensor.export %transfer : tensor<256xf32> in !stream.resource<external>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

