
// CHECK-LABEL: @subspanStoreI4
stream.executable private @subspanStoreI4 {
  stream.executable.export public @dispatch
  builtin.module {
     util.func public @dispatch(%arg0: !stream.binding) {
      %c0 = arith.constant 0 : index
      // CHECK: %[[TILE_I4:.+]] = arith.constant dense<[5, -1, 0, 3, 1, 7, -8, 4]> : tensor<8xi4>
      %cst = arith.constant dense<[5, 15, 0, 3, 1, 7, 8, 4]> : tensor<8xi4>
      // CHECK: %[[BINDING:.+]] = stream.binding.subspan {{.+}} : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi4>>
      %binding = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi4>>
      // CHECK: iree_tensor_ext.dispatch.tensor.store %[[TILE_I4]], %[[BINDING]], offsets = [0], sizes = [8], strides = [1] : tensor<8xi4> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi4>>
      iree_tensor_ext.dispatch.tensor.store %cst, %binding, offsets = [0], sizes = [8], strides = [1] : tensor<8xi4> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi4>>
      util.return
    }
  }
}

