"builtin.module"() ({
  "util.func"() <{function_type = () -> (tensor<1xi32>, tensor<1xi32>), sym_name = "consumer_multi_placement_caller", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
    %1 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "util.call"(%1) <{callee = @consumer_multi_placement_callee, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    %3 = "flow.tensor.transfer"(%2) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %4 = "util.call"(%1) <{callee = @consumer_multi_placement_callee, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    %5 = "flow.tensor.transfer"(%4) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%3, %5) : (tensor<1xi32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>) -> tensor<1xi32>, sym_name = "consumer_multi_placement_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<1xi32>):
    %0 = "flow.tensor.transfer"(%arg0) <{target = #hal.device.promise<@dev_c>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%0) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

