"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>, !hal.buffer) -> tensor<4xf32>, sym_name = "aliasStorageCrossDevice", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: !hal.buffer):
    %0 = "hal.tensor.alias"(%arg0, %arg1) <{affinity = #hal.device.promise<@dev_b>, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<4xf32>, !hal.buffer) -> tensor<4xf32>
    "util.return"(%0) : (tensor<4xf32>) -> ()
  }) {stream.affinity = #hal.device.promise<@dev_a>} : () -> ()
}) : () -> ()

