"builtin.module"() ({
  "util.func"() <{function_type = () -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 6 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4.500000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %8 = "stream.tensor.sizeof"() <{encoding = tensor<6xf32>}> : () -> index
    %9 = "stream.tensor.empty"(%8) <{result_encoding = tensor<6xf32>}> : (index) -> !stream.resource<*>
    %10 = "stream.tensor.fill"(%9, %8, %2, %3, %6) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 1, 1>, target_encoding = tensor<6xf32>}> : (!stream.resource<*>, index, index, index, f32) -> !stream.resource<*>
    %11 = "stream.tensor.fill"(%10, %8, %0, %1, %5) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 1, 1>, target_encoding = tensor<6xf32>}> : (!stream.resource<*>, index, index, index, f32) -> !stream.resource<*>
    %12 = "stream.tensor.sizeof"() <{encoding = tensor<3xi32>}> : () -> index
    %13 = "stream.tensor.empty"(%12) <{result_encoding = tensor<3xi32>}> : (index) -> !stream.resource<*>
    %14 = "stream.tensor.fill"(%13, %12, %2, %4, %7) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 1, 1>, target_encoding = tensor<3xi32>}> : (!stream.resource<*>, index, index, index, i32) -> !stream.resource<*>
    %15 = "stream.async.cast"(%11, %8, %8) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %16 = "stream.async.cast"(%14, %12, %12) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%15, %8) <{source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%16, %12) <{source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17, %18) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

