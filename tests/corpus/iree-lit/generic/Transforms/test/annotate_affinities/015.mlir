"builtin.module"() ({
  "util.func"() <{function_type = () -> (tensor<1xi32>, tensor<1xi32>), sym_name = "tied_transfer_constant_multi_consumer", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %2 = "flow.dispatch"(%1) <{entry_points = [@a], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    %3 = "flow.tensor.transfer"(%2) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %4 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    %5 = "flow.dispatch"(%4) <{entry_points = [@b], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    %6 = "flow.tensor.transfer"(%5) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%3, %6) : (tensor<1xi32>, tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

