"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "global_a", sym_visibility = "private", type = tensor<1xi32>}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "producer_fn", sym_visibility = "private"}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    "util.global.store"(%0) <{global = @global_a}> : (tensor<1xi32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

