"builtin.module"() ({
  "stream.executable"() <{sym_name = "__builtin_fill_i64", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @__builtin_fill_i64, sym_name = "__builtin_fill_i64", sym_visibility = "public"}> ({
    ^bb0(%arg6: index):
      %16:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg6) : (index) -> (index, index, index)
      "stream.return"(%16#0, %16#1, %16#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (i64, index, !stream.binding) -> (), sym_name = "__builtin_fill_i64"}> ({
      ^bb0(%arg1: i64, %arg2: index, %arg3: !stream.binding):
        %11 = "arith.constant"() <{value = 0 : index}> : () -> index
        %12 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg2) <{ordinal = 0 : index}> : (index) -> index
        %13 = "stream.binding.subspan"(%arg3, %11, %12) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>
        %14 = "tensor.empty"(%12) : (index) -> tensor<?xi64>
        %15 = "linalg.fill"(%arg1, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: i64, %arg5: i64):
          "linalg.yield"(%arg4) : (i64) -> ()
        }) : (i64, tensor<?xi64>) -> tensor<?xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%15, %13, %12, %12) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 32 : index}> : () -> index
    %5 = "arith.constant"() <{value = 81985529216486895 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7:2 = "stream.resource.alloca"(%4) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%7#0, %4, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.fill"(%arg0, %4, %0, %4, %6) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.cmd.dispatch"(%1, %5, %1, %arg0, %4, %2, %3) <{entry_points = [@__builtin_fill_i64::@__builtin_fill_i64], operandSegmentSizes = array<i32: 1, 2, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (index, i64, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %4, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %4) <{source_encoding = tensor<4xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

