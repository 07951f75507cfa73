"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> tensor<1xi32>, sym_name = "select_constants_consumed", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "flow.tensor.constant"() <{value = dense<456> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "arith.select"(%arg0, %0, %1) : (i1, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %3 = "flow.tensor.transfer"(%2) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%3) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

