
// CHECK-LABEL: @subspanLoadI4
stream.executable private @subspanLoadI4 {
  stream.executable.export public @dispatch
  builtin.module {
     util.func public @dispatch(%arg0: !stream.binding) {
      %c0 = arith.constant 0 : index
      // CHECK: %[[BINDING:.+]] = stream.binding.subspan {{.+}} -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi4>>
      %binding = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi4>>
      // CHECK: %[[TILE_I4:.+]] = iree_tensor_ext.dispatch.tensor.load %[[BINDING]], {{.+}} : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi4>> -> tensor<?xi4>
      %tile = iree_tensor_ext.dispatch.tensor.load %binding, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi4>> -> tensor<?xi4>
      // CHECK: util.optimization_barrier %[[TILE_I4]]
      util.optimization_barrier %tile : tensor<?xi4>
      util.return
    }
  }
}

