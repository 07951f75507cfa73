"builtin.module"() ({
  "util.global"() <{initial_value = dense<123> : tensor<1xi32>, is_mutable, sym_name = "global_a", sym_visibility = "private", type = tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> ()
  "util.func"() <{function_type = (tensor<2xi32>) -> tensor<2xi32>, sym_name = "step", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<2xi32>):
    %0 = "util.global.load"() <{global = @global_a}> : () -> tensor<1xi32>
    %1 = "flow.tensor.transfer"(%arg0) <{target = #hal.device.promise<@dev_b>}> : (tensor<2xi32>) -> tensor<2xi32>
    %2:2 = "flow.dispatch"(%0, %1) <{entry_points = [@dispatch], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index, -1 : index]}> {stream.affinity = #hal.device.promise<@dev_b>} : (tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<2xi32>)
    "util.global.store"(%2#0) <{global = @global_a}> : (tensor<1xi32>) -> ()
    "util.return"(%2#1) : (tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

