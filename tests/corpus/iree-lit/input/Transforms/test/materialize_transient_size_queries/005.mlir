
// Tests with multiple packs in one function.

// CHECK-LABEL: @multiple_packs
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !hal.buffer)
// CHECK-SAME: iree.abi.transients.size = @multiple_packs_transients_size
util.func public @multiple_packs(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !hal.buffer
) -> (!stream.resource<*>, index) {
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  // First pack.
  %0:3 = stream.resource.pack slices({
    [0, 0] = %c512,
    [0, 0] = %c1024
  }) : index attributes {stream.experimental.transients}
  util.return %arg0, %arg0_size : !stream.resource<*>, index
}

// CHECK: util.func public @multiple_packs_transients_size
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !hal.buffer)
//      CHECK: %[[C512:.+]] = arith.constant 512 : index
//      CHECK: %[[C1024:.+]] = arith.constant 1024 : index
//      CHECK: %[[PACK:.+]]:3 = stream.resource.pack slices({
// CHECK-NEXT:   [0, 0] = %[[C512]],
// CHECK-NEXT:   [0, 0] = %[[C1024]]
// CHECK-NEXT: }) : index
//      CHECK: util.return %[[PACK]]#0 : index

