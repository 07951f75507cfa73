"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> tensor<4xf32>, sym_name = "importBufferViewCrossDevice", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{affinity = #hal.device.promise<@dev_a>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4xf32>}> : (!hal.buffer_view) -> tensor<4xf32>
    "util.return"(%0) : (tensor<4xf32>) -> ()
  }) {stream.affinity = #hal.device.promise<@dev_b>} : () -> ()
}) : () -> ()

