
// Tests constant size transients.

// CHECK-LABEL: @constant_size
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !hal.buffer)
// CHECK-SAME: iree.abi.transients.size = @constant_size_transients_size
util.func public @constant_size(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !hal.buffer
) -> (!stream.resource<*>, index) {
  %c1024 = arith.constant 1024 : index
  // Pack should have attribute stripped after pass runs.
  %0:2 = stream.resource.pack slices({
    [0, 0] = %c1024
  }) : index attributes {stream.experimental.transients}
  util.return %arg0, %arg0_size : !stream.resource<*>, index
}

// CHECK: util.func public @constant_size_transients_size
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !hal.buffer)
// CHECK: %[[C1024:.+]] = arith.constant 1024 : index
// CHECK: %[[PACK:.+]]:2 = stream.resource.pack
// CHECK: util.return %[[PACK]]#0 : index

