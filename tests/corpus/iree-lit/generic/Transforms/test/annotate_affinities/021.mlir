"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "global_b", sym_visibility = "private", type = tensor<1xi32>}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "producer_fn", sym_visibility = "private"}> ({
    %2 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    "util.global.store"(%2) <{global = @global_b}> : (tensor<1xi32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "consumer_fn", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "util.global.load"() <{global = @global_b}> : () -> tensor<1xi32>
    %1 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%1) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

