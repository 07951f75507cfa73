"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "cfg_branch_constant_consumed", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    "cf.br"(%0)[^bb1] : (tensor<1xi32>) -> ()
  ^bb1(%1: tensor<1xi32>):  // pred: ^bb0
    %2 = "flow.tensor.transfer"(%1) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%2) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

