"builtin.module"() ({
  "stream.executable"() <{sym_name = "math", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @axpy, sym_name = "axpy", sym_visibility = "public"}> ({
    ^bb0(%arg12: index):
      %15 = "arith.constant"() <{value = 1 : index}> : () -> index
      %16 = "arith.constant"() <{value = 4 : index}> : () -> index
      %17 = "arith.ceildivui"(%arg12, %16) : (index, index) -> index
      "stream.return"(%17, %15, %15) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, f32, !stream.binding, index, !stream.binding) -> (), sym_name = "axpy"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: f32, %arg9: !stream.binding, %arg10: index, %arg11: !stream.binding):
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "tensor_axpy", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: f32):
    %9 = "hal.buffer_view.dim"(%arg4) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %10 = "stream.tensor.sizeof"(%9) <{encoding = tensor<?xf32>}> : (index) -> index
    %11 = "stream.tensor.import"(%arg4, %9, %10) <{result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %12 = "stream.tensor.import"(%arg5, %9, %10) <{result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %13 = "stream.tensor.dispatch"(%9, %11, %arg6, %12, %9, %10, %10, %9, %9, %10, %9) <{entry_points = [@math::@axpy], operandSegmentSizes = array<i32: 1, 4, 2, 2, 1, 1>, operand_encodings = [tensor<?xf32>, !util.unused, tensor<?xf32>, !util.unused], result_encodings = [tensor<?xf32>], tied_operands = [-1 : index]}> : (index, !stream.resource<external>, f32, !stream.resource<external>, index, index, index, index, index, index, index) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%13, %9, %10) <{source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    "util.return"(%14) : (!hal.buffer_view) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "cmd_axpy", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 6 : index}> : () -> index
    %2 = "arith.constant"() <{value = 24 : index}> : () -> index
    %3 = "arith.constant"() <{value = 48 : index}> : () -> index
    %4 = "stream.tensor.import"(%arg0, %3) <{result_encoding = tensor<12xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %5:2 = "stream.resource.alloca"(%2) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.cmd.execute"(%4, %5#0, %3, %2, %5#1) <{operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      "stream.cmd.dispatch"(%1, %arg1, %1, %arg2, %arg2, %arg3, %3, %3, %2, %0, %2, %0, %2, %2, %2) <{entry_points = [@math::@axpy], operandSegmentSizes = array<i32: 1, 2, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (index, f32, index, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %7 = "stream.timepoint.await"(%5#0, %2, %6) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %8 = "stream.tensor.export"(%7, %2) <{source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%8) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

