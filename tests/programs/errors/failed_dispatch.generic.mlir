"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @entry, sym_name = "entry", sym_visibility = "public"}> ({
      %14 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%14, %14, %14) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (i32, !stream.binding) -> (), sym_name = "entry"}> ({
      ^bb0(%arg3: i32, %arg4: !stream.binding):
        %8 = "arith.constant"() <{value = 0 : index}> : () -> index
        %9 = "arith.constant"() <{value = 100 : i32}> : () -> i32
        %10 = "arith.divsi"(%9, %arg3) : (i32, i32) -> i32
        %11 = "stream.binding.subspan"(%arg4, %8) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
        %12 = "tensor.empty"() : () -> tensor<4xi32>
        %13 = "linalg.fill"(%10, %12) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg5: i32, %arg6: i32):
          "linalg.yield"(%arg5) : (i32) -> ()
        }) : (i32, tensor<4xi32>) -> tensor<4xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%13, %11) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3:2 = "stream.resource.alloca"(%1) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.cmd.execute"(%3#0, %1, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg0, %arg2, %1, %0, %1) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (i32, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %5 = "stream.cmd.execute"(%3#0, %1, %4) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>):
      "stream.cmd.fill"(%arg1, %1, %0, %1, %2) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %6 = "stream.timepoint.await"(%3#0, %1, %5) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %7 = "stream.tensor.export"(%6, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%7) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

