"builtin.module"() ({
  "util.func"() <{function_type = () -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = -1.250000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 1234 : i16}> : () -> i16
    %3 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %4 = "stream.tensor.sizeof"() <{encoding = tensor<2x2xf32>}> : () -> index
    %5 = "stream.tensor.sizeof"() <{encoding = tensor<5xi8>}> : () -> index
    %6 = "stream.tensor.sizeof"() <{encoding = tensor<3xi16>}> : () -> index
    %7 = "stream.tensor.sizeof"() <{encoding = tensor<4xf16>}> : () -> index
    %8 = "stream.tensor.splat"(%0, %4) <{result_encoding = tensor<2x2xf32>}> : (f32, index) -> !stream.resource<*>
    %9 = "stream.tensor.splat"(%1, %5) <{result_encoding = tensor<5xi8>}> : (i8, index) -> !stream.resource<*>
    %10 = "stream.tensor.splat"(%2, %6) <{result_encoding = tensor<3xi16>}> : (i16, index) -> !stream.resource<*>
    %11 = "stream.tensor.splat"(%3, %7) <{result_encoding = tensor<4xf16>}> : (f16, index) -> !stream.resource<*>
    %12 = "stream.async.cast"(%8, %4, %4) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%9, %5, %5) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %14 = "stream.async.cast"(%10, %6, %6) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %15 = "stream.async.cast"(%11, %7, %7) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %16 = "stream.tensor.export"(%12, %4) <{source_encoding = tensor<2x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %17 = "stream.tensor.export"(%13, %5) <{source_encoding = tensor<5xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%14, %6) <{source_encoding = tensor<3xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%15, %7) <{source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%16, %17, %18, %19) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

