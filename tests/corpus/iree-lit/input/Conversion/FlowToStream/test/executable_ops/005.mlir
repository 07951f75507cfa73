
// CHECK-LABEL: @dynamic_bindings
flow.executable private @dynamic_bindings {
  flow.executable.export public @dispatch
  builtin.module {
    // CHECK: util.func public @dispatch(%[[DIM:.+]]: index, %[[INPUT:.+]]: !stream.binding, %[[OUTPUT:.+]]: !stream.binding)
    util.func public @dispatch(%dim: index, %input: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, %output: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
      // CHECK-DAG: %[[TIED_INPUT:.+]] = stream.binding.subspan %[[INPUT]][%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%[[DIM]]}
      // CHECK-DAG: %[[TIED_OUTPUT:.+]] = stream.binding.subspan %[[OUTPUT]][%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%[[DIM]]}
      %tied_input = flow.dispatch.tie_shape %input : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%dim}
      %tied_output = flow.dispatch.tie_shape %output : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%dim}

      // CHECK: %[[TILE:.+]] = iree_tensor_ext.dispatch.tensor.load %[[TIED_INPUT]]
      // CHECK: iree_tensor_ext.dispatch.tensor.store %[[TILE]], %[[TIED_OUTPUT]]
      %tile = iree_tensor_ext.dispatch.tensor.load %tied_input, offsets = [0, 0], sizes = [1, %dim], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%dim} -> tensor<?xf32>
      iree_tensor_ext.dispatch.tensor.store %tile, %tied_output, offsets = [0], sizes = [%dim], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%dim}
      util.return
    }
  }
}

