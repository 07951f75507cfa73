"builtin.module"() ({
  "flow.executable"() <{sym_name = "dynamic_bindings", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (index, !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>):
        %0 = "flow.dispatch.tie_shape"(%arg1, %arg0) : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>
        %1 = "flow.dispatch.tie_shape"(%arg2, %arg0) : (!iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %2 = "iree_tensor_ext.dispatch.tensor.load"(%0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, index, index) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%2, %1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
}) : () -> ()

