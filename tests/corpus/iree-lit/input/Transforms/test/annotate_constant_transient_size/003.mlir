
// Tests that existing constant annotations are preserved (user override).

// CHECK-LABEL: @already_annotated
// CHECK-SAME: iree.abi.transients.size.constant = 2048 : index
util.func public @already_annotated(%arg0: !stream.resource<*>) -> !stream.resource<*>
    attributes {iree.reflection = {
      iree.abi.transients.size = @already_annotated$transient_size,
      iree.abi.transients.size.constant = 2048 : index
    }} {
  util.return %arg0 : !stream.resource<*>
}

util.func private @already_annotated$transient_size(%arg0: !stream.resource<*>) -> index {
  %c1024 = arith.constant 1024 : index
  util.return %c1024 : index
}

