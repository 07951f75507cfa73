
// CHECK-LABEL: @static_bindings
flow.executable private @static_bindings {
  flow.executable.export public @dispatch
  builtin.module {
    // CHECK: util.func public @dispatch(%[[INPUT:.+]]: !stream.binding, %[[OUTPUT:.+]]: !stream.binding)
    util.func public @dispatch(%input: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>, %output: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
      // CHECK-DAG: %[[TIED_INPUT:.+]] = stream.binding.subspan %[[INPUT]][%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>
      // CHECK-DAG: %[[TIED_OUTPUT:.+]] = stream.binding.subspan %[[OUTPUT]][%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
      %tied_input = flow.dispatch.tie_shape %input : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>
      %tied_output = flow.dispatch.tie_shape %output : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>

      // CHECK: %[[TILE:.+]] = iree_tensor_ext.dispatch.tensor.load %[[TIED_INPUT]]
      // CHECK: iree_tensor_ext.dispatch.tensor.store %[[TILE]], %[[TIED_OUTPUT]]
      %tile = iree_tensor_ext.dispatch.tensor.load %tied_input, offsets = [0, 0], sizes = [1, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>> -> tensor<4xf32>
      iree_tensor_ext.dispatch.tensor.store %tile, %tied_output, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
      util.return
    }
  }
}

