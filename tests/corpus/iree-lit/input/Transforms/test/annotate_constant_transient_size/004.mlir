
// Tests that non-constant computations are skipped silently.

// CHECK-LABEL: @non_constant
// CHECK-SAME: iree.abi.transients.size = @non_constant$transient_size
// CHECK-NOT: iree.abi.transients.size.constant
util.func public @non_constant(%arg0: !stream.resource<*>) -> !stream.resource<*>
    attributes {iree.reflection = {iree.abi.transients.size = @non_constant$transient_size}} {
  util.return %arg0 : !stream.resource<*>
}

util.func private @non_constant$transient_size(%arg0: !stream.resource<*>) -> index {
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %size = arith.addi %c16, %c32 : index
  util.return %size : index
}

