module {
  flow.executable private @executable {
    flow.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>, %arg2: index, %arg3: index) {
        %0 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%arg2}
        %1 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>{%arg3}
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [%arg2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%arg2} -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [%arg2, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>{%arg3}
        util.return
      }
    }
  }
  util.func public @simple_mul(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<?x4xf32>{%0}
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %2 = flow.dispatch @executable::@dispatch[%c2, %c1, %c1](%1) : (tensor<?x4xf32>{%0}) -> tensor<?xf32>{%0}
    %3 = hal.tensor.export %2 : tensor<?xf32>{%0} -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
}

