
// Tests with dynamic size transients.

// CHECK-LABEL: @dynamic_size
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !hal.buffer)
// CHECK-SAME: iree.abi.transients.size = @dynamic_size_transients_size
util.func public @dynamic_size(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !hal.buffer
) -> (!stream.resource<*>, index) {
  %c4 = arith.constant 4 : index
  %size = arith.muli %arg0_size, %c4 : index
  // Pack with dynamic size computation.
  %0:2 = stream.resource.pack slices({
    [0, 0] = %size
  }) : index attributes {stream.experimental.transients}
  util.return %arg0, %arg0_size : !stream.resource<*>, index
}

// CHECK: util.func public @dynamic_size_transients_size
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !hal.buffer)
//      CHECK: %[[C4:.+]] = arith.constant 4 : index
//      CHECK: %[[SIZE:.+]] = arith.muli %[[ARG0_SIZE]], %[[C4]] : index
//      CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
// CHECK-NEXT:   [0, 0] = %[[SIZE]]
// CHECK-NEXT: }) : index
//      CHECK: util.return %[[PACK]]#0 : index

