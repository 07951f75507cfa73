"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<4xi32>, sym_name = "dispatch_fn_a", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %2 = "flow.tensor.constant"() <{value = dense<123> : tensor<4xi32>}> : () -> tensor<4xi32>
    %3 = "flow.tensor.transfer"(%2) <{target = #hal.device.promise<@dev_a>}> : (tensor<4xi32>) -> tensor<4xi32>
    %4 = "flow.dispatch"(%3) <{entry_points = [@dispatch_a_0], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %5 = "util.call"(%4) <{callee = @dispatch_fn_b, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %6 = "flow.tensor.transfer"(%5) <{target = #hal.device.promise<@dev_a>}> : (tensor<4xi32>) -> tensor<4xi32>
    %7 = "flow.dispatch"(%6) <{entry_points = [@dispatch_a_1], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    "util.return"(%7) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "dispatch_fn_b", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "flow.tensor.transfer"(%arg0) <{target = #hal.device.promise<@dev_b>}> : (tensor<4xi32>) -> tensor<4xi32>
    %1 = "flow.dispatch"(%0) <{entry_points = [@dispatch_b], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    "util.return"(%1) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

