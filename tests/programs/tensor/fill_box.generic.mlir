"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %7 = "stream.tensor.sizeof"() <{encoding = tensor<3x4xi32>}> : () -> index
    %8 = "stream.tensor.splat"(%5, %7) <{result_encoding = tensor<3x4xi32>}> : (i32, index) -> !stream.resource<*>
    %9 = "stream.tensor.fill"(%8, %7, %1, %1, %2, %2, %6) <{operandSegmentSizes = array<i32: 1, 0, 1, 2, 2, 1>, target_encoding = tensor<3x4xi32>}> : (!stream.resource<*>, index, index, index, index, index, i32) -> !stream.resource<*>
    %10 = "stream.async.cast"(%9, %7, %7) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %11 = "stream.tensor.export"(%10, %7) <{source_encoding = tensor<3x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

