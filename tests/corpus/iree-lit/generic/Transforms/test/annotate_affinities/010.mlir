"builtin.module"() ({
  "util.func"() <{function_type = (!hal.fence) -> !hal.buffer_view, sym_name = "exported_producer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.fence):
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %2 = "flow.tensor.clone"(%1) : (tensor<1xi32>) -> tensor<1xi32>
    %3 = "hal.tensor.barrier"(%2, %arg0) : (tensor<1xi32>, !hal.fence) -> tensor<1xi32>
    %4 = "hal.tensor.export"(%3) <{affinity = #hal.device.promise<@dev_b>, name = "output", source_encoding = tensor<1xi32>}> : (tensor<1xi32>) -> !hal.buffer_view
    "util.return"(%4) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

