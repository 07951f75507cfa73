"builtin.module"() ({
  "stream.executable"() <{sym_name = "convert_multi_i1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: !stream.binding, %arg1: !stream.binding):
        %0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1 = "arith.constant"() <{value = 4 : index}> : () -> index
        %2 = "stream.binding.subspan"(%arg0, %0) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi1>>
        %3 = "stream.binding.subspan"(%arg1, %0) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi1>>
        %4 = "iree_tensor_ext.dispatch.tensor.load"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi1>>) -> tensor<?xi1>
        %5 = "iree_tensor_ext.dispatch.tensor.load"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi1>>) -> tensor<?xi1>
        %6 = "arith.ori"(%4, %5) : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
        "iree_tensor_ext.dispatch.tensor.store"(%6, %3, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xi1>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi1>>, index) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

