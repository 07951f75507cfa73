
// CHECK-LABEL: @rank_0_binding
flow.executable private @rank_0_binding {
  flow.executable.export public @dispatch
  builtin.module {
    // CHECK: util.func public @dispatch(%[[INPUT:.+]]: !stream.binding)
    util.func public @dispatch(%input: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>) {
      // CHECK: %[[SUBSPAN:.+]] = stream.binding.subspan %[[INPUT]][%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>
      // CHECK: = iree_tensor_ext.dispatch.tensor.load %[[SUBSPAN]]
      %tied_input = iree_tensor_ext.dispatch.tensor.load %input, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>> -> tensor<i64>
      util.optimization_barrier %tied_input : tensor<i64>
      util.return
    }
  }
}

