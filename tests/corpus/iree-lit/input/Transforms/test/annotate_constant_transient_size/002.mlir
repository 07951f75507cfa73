
// Tests that a constant transient size is annotated in reflection metadata.

// CHECK-LABEL: @constant_size
// CHECK-SAME: iree.reflection = {iree.abi.transients.size = @constant_size$transient_size, iree.abi.transients.size.constant = 1024 : index}
util.func public @constant_size(%arg0: !stream.resource<*>) -> !stream.resource<*>
    attributes {iree.reflection = {iree.abi.transients.size = @constant_size$transient_size}} {
  util.return %arg0 : !stream.resource<*>
}

util.func private @constant_size$transient_size(%arg0: !stream.resource<*>) -> index {
  %c1024 = arith.constant 1024 : index
  util.return %c1024 : index
}

