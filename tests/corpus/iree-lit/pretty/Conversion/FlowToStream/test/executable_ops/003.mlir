module {
  flow.executable private @rank_0_binding {
    flow.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>> -> tensor<i64>
        %1 = util.optimization_barrier %0 : tensor<i64>
        util.return
      }
    }
  }
}

