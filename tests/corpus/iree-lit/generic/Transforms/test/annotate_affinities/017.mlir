"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "explicit_execution_affinity", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    %1 = "flow.dispatch"(%0) <{entry_points = [@dispatch], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> {stream.affinity = #hal.device.promise<@dev_b>} : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%1) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

