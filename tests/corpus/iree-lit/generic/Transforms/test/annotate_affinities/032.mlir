"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<4xi32>, sym_name = "dispatch_fn_a", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %4 = "flow.tensor.constant"() <{value = dense<123> : tensor<4xi32>}> : () -> tensor<4xi32>
    %5 = "flow.tensor.transfer"(%4) <{target = #hal.device.promise<@dev_a>}> : (tensor<4xi32>) -> tensor<4xi32>
    %6 = "util.call"(%5) <{callee = @dispatch_fn_b, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %7 = "util.call"(%5) <{callee = @dispatch_fn_c, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %8 = "flow.tensor.transfer"(%6) <{target = #hal.device.promise<@dev_a>}> : (tensor<4xi32>) -> tensor<4xi32>
    %9 = "flow.tensor.transfer"(%7) <{target = #hal.device.promise<@dev_a>}> : (tensor<4xi32>) -> tensor<4xi32>
    %10 = "flow.dispatch"(%8, %9) <{entry_points = [@dispatch_a], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "util.return"(%9) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "dispatch_fn_b", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: tensor<4xi32>):
    %2 = "flow.tensor.transfer"(%arg1) <{target = #hal.device.promise<@dev_b>}> : (tensor<4xi32>) -> tensor<4xi32>
    %3 = "flow.dispatch"(%2) <{entry_points = [@dispatch_b], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    "util.return"(%3) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "dispatch_fn_c", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "flow.tensor.transfer"(%arg0) <{target = #hal.device.promise<@dev_c>}> : (tensor<4xi32>) -> tensor<4xi32>
    %1 = "flow.dispatch"(%0) <{entry_points = [@dispatch_c], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    "util.return"(%1) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

