"builtin.module"() ({
  "stream.executable"() <{sym_name = "subspanStoreI3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: !stream.binding):
        %0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1 = "stream.binding.subspan"(%arg0, %0) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi3>>
        %2 = "arith.constant"() <{value = dense<[0, -1, 2, -3]> : tensor<4xi3>}> : () -> tensor<4xi3>
        "iree_tensor_ext.dispatch.tensor.store"(%2, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi3>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi3>>) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

