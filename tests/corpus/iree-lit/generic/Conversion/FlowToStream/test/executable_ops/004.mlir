"builtin.module"() ({
  "flow.executable"() <{sym_name = "static_bindings", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>):
        %0 = "flow.dispatch.tie_shape"(%arg0) : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>
        %1 = "flow.dispatch.tie_shape"(%arg1) : (!iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = "iree_tensor_ext.dispatch.tensor.load"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%2, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
}) : () -> ()

