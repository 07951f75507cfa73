"builtin.module"() ({
  "flow.executable"() <{sym_name = "rank_0_binding", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>):
        %0 = "iree_tensor_ext.dispatch.tensor.load"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>) -> tensor<i64>
        %1 = "util.optimization_barrier"(%0) : (tensor<i64>) -> tensor<i64>
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
}) : () -> ()

