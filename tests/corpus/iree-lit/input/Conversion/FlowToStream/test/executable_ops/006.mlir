
// CHECK-LABEL: @indirect_dynamic_bindings
flow.executable private @indirect_dynamic_bindings {
  flow.executable.export public @dispatch
  builtin.module {
    // CHECK: util.func public @dispatch(%[[DIM_TENSOR:.+]]: !stream.binding, %[[INPUT:.+]]: !stream.binding, %[[OUTPUT:.+]]: !stream.binding)
    util.func public @dispatch(%dim_tensor: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>, %input: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, %output: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
      // CHECK: %[[DIM_SUBSPAN:.+]] = stream.binding.subspan %[[DIM_TENSOR]][%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>
      // CHECK: %[[DIM_TILE:.+]] = iree_tensor_ext.dispatch.tensor.load %[[DIM_SUBSPAN]]
      // CHECK: %[[DIM_I64:.+]] = tensor.extract %[[DIM_TILE]][] : tensor<i64>
      // CHECK: %[[DIM:.+]] = arith.index_cast %[[DIM_I64]] : i64 to index
      %dim_tile = iree_tensor_ext.dispatch.tensor.load %dim_tensor, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>> -> tensor<i64>
      %dim_i64 = tensor.extract %dim_tile[] : tensor<i64>
      %dim = arith.index_cast %dim_i64 : i64 to index

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

