"builtin.module"() ({
  "util.func"() <{function_type = () -> (tensor<1xi32>, tensor<1xi32>), sym_name = "multipleUses", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "flow.tensor.splat"(%0) : (i32) -> tensor<1xi32>
    %2 = "flow.dispatch"(%1, %1) <{entry_points = [@ex::@a], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> {stream.affinity = #hal.device.promise<@dev_a>} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %3 = "flow.tensor.transfer"(%2) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %4 = "flow.tensor.transfer"(%1) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%3, %4) : (tensor<1xi32>, tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

