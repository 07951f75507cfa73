"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.fence) -> tensor<1xi32>, sym_name = "imported_hal_tensor", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.fence):
    %0 = "hal.tensor.import"(%arg0, %arg1) <{affinity = #hal.device.promise<@dev_a>, name = "input", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<1xi32>}> : (!hal.buffer_view, !hal.fence) -> tensor<1xi32>
    "util.return"(%0) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

