"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> !stream.resource<external>, sym_name = "imported_stream_tensor", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "stream.tensor.sizeof"() <{affinity = #hal.device.promise<@dev_a>, encoding = tensor<1xi32>}> : () -> index
    %1 = "stream.tensor.import"(%arg0, %0) <{affinity = #hal.device.promise<@dev_a>, result_encoding = tensor<1xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "util.return"(%1) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

