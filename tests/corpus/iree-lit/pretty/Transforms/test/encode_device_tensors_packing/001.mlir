module {
  stream.executable private @subspanLoadI3 {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi3>>
        %1 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi3>> -> tensor<?xi3>
        %2 = util.optimization_barrier %1 : tensor<?xi3>
        util.return
      }
    }
  }
}

