"builtin.module"() ({
  "util.func"() <{function_type = (!hal.fence) -> !hal.buffer_view, sym_name = "exported_hal_constant", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.fence):
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "hal.tensor.barrier"(%0, %arg0) : (tensor<1xi32>, !hal.fence) -> tensor<1xi32>
    %2 = "hal.tensor.export"(%1) <{affinity = #hal.device.promise<@dev_a>, name = "output", source_encoding = tensor<1xi32>}> : (tensor<1xi32>) -> !hal.buffer_view
    "util.return"(%2) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

