"builtin.module"() ({
  "util.func"() <{function_type = (tensor<1xi32>, i1) -> tensor<1xi32>, sym_name = "select_caller", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg2: tensor<1xi32>, %arg3: i1):
    %2 = "flow.tensor.transfer"(%arg2) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %3 = "util.call"(%2, %arg3) <{callee = @select_callee, tied_operands = [-1 : index]}> : (tensor<1xi32>, i1) -> tensor<1xi32>
    "util.return"(%3) : (tensor<1xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>, i1) -> tensor<1xi32>, sym_name = "select_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<1xi32>, %arg1: i1):
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_b>} : () -> tensor<1xi32>
    %1 = "arith.select"(%arg1, %arg0, %0) : (i1, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%1) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

