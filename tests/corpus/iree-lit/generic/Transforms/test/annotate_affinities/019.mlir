"builtin.module"() ({
  "util.global"() <{sym_name = "consumed_global_a", sym_visibility = "private", type = tensor<1xi32>}> : () -> ()
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "consumer_fn", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "util.global.load"() <{global = @consumed_global_a}> : () -> tensor<1xi32>
    %1 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%1) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

