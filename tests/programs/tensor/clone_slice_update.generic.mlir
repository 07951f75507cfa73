"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "stream.tensor.sizeof"() <{encoding = tensor<4x3xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{result_encoding = tensor<4x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "stream.tensor.clone"(%6, %4, %4) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x6xf32>, source_encoding = tensor<4x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %8 = "stream.tensor.sizeof"() <{encoding = tensor<2x3xf32>}> : () -> index
    %9 = "stream.tensor.slice"(%6, %4, %1, %0, %2, %3, %8) <{operandSegmentSizes = array<i32: 1, 0, 1, 2, 2, 0, 1>, result_encoding = tensor<2x3xf32>, source_encoding = tensor<4x3xf32>}> : (!stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    %10 = "stream.tensor.update"(%6, %4, %2, %0, %9, %8) <{operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<4x3xf32>, update_encoding = tensor<2x3xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %11 = "stream.async.cast"(%7, %4, %4) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %12 = "stream.async.cast"(%9, %8, %8) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%10, %4, %4) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%11, %4) <{source_encoding = tensor<2x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%12, %8) <{source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %16 = "stream.tensor.export"(%13, %4) <{source_encoding = tensor<4x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%14, %15, %16) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

