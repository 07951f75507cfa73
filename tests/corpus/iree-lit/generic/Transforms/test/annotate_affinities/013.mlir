"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "tied_constant", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "flow.dispatch"(%0) <{entry_points = [@a], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    %2 = "flow.tensor.transfer"(%1) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%2) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

