module {
  flow.executable private @dynamic_bindings {
    flow.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%arg0}
        %1 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%arg0}
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [1, %arg0], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%arg0} -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0], sizes = [%arg0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%arg0}
        util.return
      }
    }
  }
}

