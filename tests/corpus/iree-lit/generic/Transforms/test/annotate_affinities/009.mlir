"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "exported_stream_constant", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "stream.tensor.sizeof"() <{affinity = #hal.device.promise<@dev_a>, encoding = tensor<1x5x64xi32>}> : () -> index
    %1 = "stream.tensor.constant"() <{result_encoding = tensor<1x5x64xi32>, value = dense<0> : tensor<1x5x64xi32>}> : () -> !stream.resource<external>
    %2 = "stream.tensor.export"(%1, %0) <{affinity = #hal.device.promise<@dev_a>, source_encoding = tensor<1x5x64xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%2) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

