"builtin.module"() ({
  "util.func"() <{function_type = () -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "stream.tensor.constant"() <{result_encoding = tensor<4xi3>, value = dense<[0, -1, 2, -3]> : tensor<4xi3>}> : () -> !stream.resource<*>
    %3 = "stream.tensor.constant"() <{result_encoding = tensor<4xi5>, value = dense<[-1, 15, -16, 3]> : tensor<4xi5>}> : () -> !stream.resource<*>
    %4 = "stream.tensor.constant"() <{result_encoding = tensor<4xi4>, value = dense<[-1, 7, -8, 3]> : tensor<4xi4>}> : () -> !stream.resource<*>
    %5 = "stream.tensor.constant"() <{result_encoding = tensor<4xi7>, value = dense<[-2, 63, -64, 1]> : tensor<4xi7>}> : () -> !stream.resource<*>
    %6 = "stream.async.cast"(%2, %0, %0) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %7 = "stream.async.cast"(%3, %0, %0) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %8 = "stream.async.cast"(%4, %1, %1) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %9 = "stream.async.cast"(%5, %0, %0) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%6, %0) <{source_encoding = tensor<4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %11 = "stream.tensor.export"(%7, %0) <{source_encoding = tensor<4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %12 = "stream.tensor.export"(%8, %1) <{source_encoding = tensor<2xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %13 = "stream.tensor.export"(%9, %0) <{source_encoding = tensor<4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10, %11, %12, %13) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

