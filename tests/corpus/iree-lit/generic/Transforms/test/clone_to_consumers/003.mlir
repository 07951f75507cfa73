"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> (tensor<1xi32>, tensor<1xi32>), sym_name = "selectOp", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %2 = "flow.tensor.splat"(%0) : (i32) -> tensor<1xi32>
    %3 = "flow.tensor.splat"(%1) : (i32) -> tensor<1xi32>
    %4 = "arith.select"(%arg0, %2, %3) : (i1, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %5 = "flow.tensor.transfer"(%4) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %6 = "flow.tensor.transfer"(%4) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%5, %6) : (tensor<1xi32>, tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

