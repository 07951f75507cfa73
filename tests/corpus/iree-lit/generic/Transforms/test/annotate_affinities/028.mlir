"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "consumer_placement_caller", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %1 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "util.call"(%1) <{callee = @consumer_placement_callee, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%2) : (tensor<1xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>) -> tensor<1xi32>, sym_name = "consumer_placement_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<1xi32>):
    %0 = "flow.tensor.transfer"(%arg0) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%0) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

