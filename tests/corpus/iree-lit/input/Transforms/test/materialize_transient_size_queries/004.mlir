
// Tests with max arithmetic (from mutually exclusive branches).

// CHECK-LABEL: @max_arithmetic
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !hal.buffer)
// CHECK-SAME: iree.abi.transients.size = @max_arithmetic_transients_size
util.func public @max_arithmetic(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !hal.buffer
) -> (!stream.resource<*>, index) {
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %0 = arith.maxui %c256, %c256 : index
  %1 = arith.maxui %0, %c512 : index
  // Pack with max arithmetic from mutually exclusive branch handling.
  %2:2 = stream.resource.pack slices({
    [0, 0] = %1
  }) : index attributes {stream.experimental.transients}
  util.return %arg0, %arg0_size : !stream.resource<*>, index
}

// CHECK: util.func public @max_arithmetic_transients_size
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !hal.buffer)
//      CHECK: %[[C256:.+]] = arith.constant 256 : index
//      CHECK: %[[C512:.+]] = arith.constant 512 : index
//      CHECK: %[[MAX0:.+]] = arith.maxui %[[C256]], %[[C256]] : index
//      CHECK: %[[MAX1:.+]] = arith.maxui %[[MAX0]], %[[C512]] : index
//      CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
// CHECK-NEXT:   [0, 0] = %[[MAX1]]
// CHECK-NEXT: }) : index
//      CHECK: util.return %[[PACK]]#0 : index

