module {
  flow.executable private @static_bindings {
    flow.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %0 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>
        %1 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [1, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>> -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        util.return
      }
    }
  }
}

