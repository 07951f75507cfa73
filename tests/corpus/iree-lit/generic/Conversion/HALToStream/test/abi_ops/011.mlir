"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>) -> !hal.buffer_view, sym_name = "exportBufferViewCrossDevice", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "hal.tensor.export"(%arg0) <{affinity = #hal.device.promise<@dev_b>, source_encoding = tensor<4xf32>}> : (tensor<4xf32>) -> !hal.buffer_view
    "util.return"(%0) : (!hal.buffer_view) -> ()
  }) {stream.affinity = #hal.device.promise<@dev_a>} : () -> ()
}) : () -> ()

