"builtin.module"() ({
  "stream.executable"() <{sym_name = "__builtin_fill_i8", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @__builtin_fill_i8, sym_name = "__builtin_fill_i8", sym_visibility = "public"}> ({
    ^bb0(%arg5: index):
      %5:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg5) : (index) -> (index, index, index)
      "stream.return"(%5#0, %5#1, %5#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (i8, index, !stream.binding) -> (), sym_name = "__builtin_fill_i8"}> ({
      ^bb0(%arg0: i8, %arg1: index, %arg2: !stream.binding):
        %0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg1) <{ordinal = 0 : index}> : (index) -> index
        %2 = "stream.binding.subspan"(%arg2, %0, %1) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi8>>
        %3 = "tensor.empty"(%1) : (index) -> tensor<?xi8>
        %4 = "linalg.fill"(%arg0, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg3: i8, %arg4: i8):
          "linalg.yield"(%arg3) : (i8) -> ()
        }) : (i8, tensor<?xi8>) -> tensor<?xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%4, %2, %arg1, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi8>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

