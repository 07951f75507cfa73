"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "passthrough_caller", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    %1 = "util.call"(%0) <{callee = @passthrough_callee, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%1) : (tensor<1xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>) -> tensor<1xi32>, sym_name = "passthrough_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<1xi32>):
    "util.return"(%arg0) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

