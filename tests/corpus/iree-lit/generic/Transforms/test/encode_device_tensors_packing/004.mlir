"builtin.module"() ({
  "stream.executable"() <{sym_name = "subspanStoreI4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: !stream.binding):
        %0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1 = "arith.constant"() <{value = dense<[5, -1, 0, 3, 1, 7, -8, 4]> : tensor<8xi4>}> : () -> tensor<8xi4>
        %2 = "stream.binding.subspan"(%arg0, %0) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi4>>
        "iree_tensor_ext.dispatch.tensor.store"(%1, %2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi4>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi4>>) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

