"builtin.module"() ({
  "util.func"() <{function_type = () -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "stream.tensor.constant"() <{result_encoding = tensor<2x3xf32>, value = dense<[[1.000000e+00, 2.500000e+00, -3.000000e+00], [4.000000e+00, 5.000000e-01, 6.250000e+00]]> : tensor<2x3xf32>}> : () -> !stream.resource<*>
    %1 = "stream.tensor.constant"() <{result_encoding = tensor<4xi32>, value = dense<-9> : tensor<4xi32>}> : () -> !stream.resource<*>
    %2 = "stream.tensor.constant"() <{result_encoding = tensor<4xi1>, value = dense<[true, false, false, true]> : tensor<4xi1>}> : () -> !stream.resource<*>
    %3 = "stream.tensor.constant"() <{result_encoding = tensor<2xi32>, value = dense_resource<blob> : tensor<2xi32>}> : () -> !stream.resource<*>
    %4 = "stream.tensor.sizeof"() <{encoding = tensor<2x3xf32>}> : () -> index
    %5 = "stream.tensor.sizeof"() <{encoding = tensor<4xi32>}> : () -> index
    %6 = "stream.tensor.sizeof"() <{encoding = tensor<4xi1>}> : () -> index
    %7 = "stream.tensor.sizeof"() <{encoding = tensor<2xi32>}> : () -> index
    %8 = "stream.async.cast"(%0, %4, %4) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %9 = "stream.async.cast"(%1, %5, %5) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %10 = "stream.async.cast"(%2, %6, %6) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %11 = "stream.async.cast"(%3, %7, %7) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %12 = "stream.tensor.export"(%8, %4) <{source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %13 = "stream.tensor.export"(%9, %5) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %14 = "stream.tensor.export"(%10, %6) <{source_encoding = tensor<4xi1>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%11, %7) <{source_encoding = tensor<2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%12, %13, %14, %15) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000700000008000000"
    }
  }
#-}

