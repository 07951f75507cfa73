"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "transfer_execution_affinity", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    %1 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    %2 = "flow.dispatch"(%1) <{entry_points = [@dispatch], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%2) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

