"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> tensor<1xi32>, sym_name = "cfg_cond_branch_select_consumer", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    "cf.cond_br"(%arg0, %0, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, tensor<1xi32>, tensor<1xi32>) -> ()
  ^bb1(%1: tensor<1xi32>):  // pred: ^bb0
    %2 = "flow.tensor.transfer"(%1) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%2) : (tensor<1xi32>) -> ()
  ^bb2(%3: tensor<1xi32>):  // pred: ^bb0
    %4 = "flow.tensor.transfer"(%3) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%4) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

