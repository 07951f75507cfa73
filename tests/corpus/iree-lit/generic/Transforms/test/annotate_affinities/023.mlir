"builtin.module"() ({
  "util.global"() <{sym_name = "global_a", sym_visibility = "private", type = tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> ()
  "util.global"() <{sym_name = "global_b", sym_visibility = "private", type = tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_b>} : () -> ()
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "consumer_fn", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "util.global.load"() <{global = @global_a}> : () -> tensor<1xi32>
    %1 = "util.global.load"() <{global = @global_b}> : () -> tensor<1xi32>
    %2 = "flow.dispatch"(%0, %1) <{entry_points = [@dispatch], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%2) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

