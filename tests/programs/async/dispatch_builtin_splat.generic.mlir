"builtin.module"() ({
  "stream.executable"() <{sym_name = "__builtin_splat_i64", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @__builtin_splat_i64, sym_name = "__builtin_splat_i64", sym_visibility = "public"}> ({
    ^bb0(%arg5: index):
      %12:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg5) : (index) -> (index, index, index)
      "stream.return"(%12#0, %12#1, %12#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (i64, index, !stream.binding) -> (), sym_name = "__builtin_splat_i64"}> ({
      ^bb0(%arg0: i64, %arg1: index, %arg2: !stream.binding):
        %7 = "arith.constant"() <{value = 0 : index}> : () -> index
        %8 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg1) <{ordinal = 0 : index}> : (index) -> index
        %9 = "stream.binding.subspan"(%arg2, %7, %8) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>
        %10 = "tensor.empty"(%8) : (index) -> tensor<?xi64>
        %11 = "linalg.fill"(%arg0, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg3: i64, %arg4: i64):
          "linalg.yield"(%arg3) : (i64) -> ()
        }) : (i64, tensor<?xi64>) -> tensor<?xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%11, %9, %8, %8) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.constant"() <{value = 24 : index}> : () -> index
    %2 = "arith.constant"() <{value = -81985529216486895 : i64}> : () -> i64
    %3:2 = "stream.async.execute"(%1) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> ({
      %6 = "stream.async.dispatch"(%0, %2, %0, %1) <{entry_points = [@__builtin_splat_i64::@__builtin_splat_i64], operandSegmentSizes = array<i32: 1, 2, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index, i64, index, index) -> !stream.resource<external>
      "stream.yield"(%6, %1) : (!stream.resource<external>, index) -> ()
    }) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %1, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %5 = "stream.tensor.export"(%4, %1) <{source_encoding = tensor<3xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%5) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

