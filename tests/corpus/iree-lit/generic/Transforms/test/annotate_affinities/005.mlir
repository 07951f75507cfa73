"builtin.module"() ({
  "util.func"() <{function_type = () -> (tensor<1xi32>, tensor<1xi32>), sym_name = "splat_op_ambiguous", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "flow.tensor.splat"(%0) : (i32) -> tensor<1xi32>
    %2 = "flow.tensor.transfer"(%1) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %3 = "flow.tensor.transfer"(%1) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%2, %3) : (tensor<1xi32>, tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

