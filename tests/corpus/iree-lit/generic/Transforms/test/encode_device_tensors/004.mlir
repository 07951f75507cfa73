"builtin.module"() ({
  "stream.executable"() <{sym_name = "convert_load_i33", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: !stream.binding):
        %0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1 = "stream.binding.subspan"(%arg0, %0) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi33>>
        %2 = "iree_tensor_ext.dispatch.tensor.load"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi33>>) -> tensor<?xi33>
        %3 = "util.optimization_barrier"(%2) : (tensor<?xi33>) -> tensor<?xi33>
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

