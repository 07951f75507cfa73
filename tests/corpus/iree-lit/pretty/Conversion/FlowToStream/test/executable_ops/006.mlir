module {
  flow.executable private @indirect_dynamic_bindings {
    flow.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>> -> tensor<i64>
        %extracted = tensor.extract %0[] : tensor<i64>
        %1 = arith.index_cast %extracted : i64 to index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [1, %1], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%1} -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %3, offsets = [0], sizes = [%1], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%1}
        util.return
      }
    }
  }
}

