
// Ensures that storing a non-power-of-two type (i3) is expanded to a full byte
// because we don't currently do unaligned sub-byte packing.

// CHECK-LABEL: @subspanStoreI3
stream.executable private @subspanStoreI3 {
  stream.executable.export public @dispatch
  builtin.module {
     util.func public @dispatch(%arg0: !stream.binding) {
      // CHECK: %[[CST:.+]] = arith.constant dense<[0, 7, 2, 5]> : tensor<4xi8>
      %c0 = arith.constant 0 : index
      // CHECK: %[[BINDING:.+]] = stream.binding.subspan {{.+}} -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
      %binding = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi3>>
      %cst = arith.constant dense<[0, 7, 2, 5]> : tensor<4xi3>
      // CHECK: iree_tensor_ext.dispatch.tensor.store %[[CST]], %[[BINDING]], {{.+}} : tensor<4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
      iree_tensor_ext.dispatch.tensor.store %cst, %binding, offsets = [0], sizes = [4], strides = [1] : tensor<4xi3> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi3>>
      util.return
    }
  }
}

