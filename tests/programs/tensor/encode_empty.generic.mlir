"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "stream.tensor.import"(%arg0, %1) <{result_encoding = tensor<2x2xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %3 = "stream.tensor.encode"(%2, %1, %1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x2xi32>, source_encoding = tensor<2x2xi32>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %4 = "stream.async.transfer"(%3, %1, %1) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %5 = "stream.tensor.export"(%4, %1) <{source_encoding = tensor<2x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %6 = "stream.tensor.empty"(%0) <{result_encoding = tensor<0x3xf32>}> : (index) -> !stream.resource<*>
    %7 = "stream.async.transfer"(%6, %0, %0) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %8 = "stream.tensor.export"(%7, %0) <{source_encoding = tensor<0x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%5, %8) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

