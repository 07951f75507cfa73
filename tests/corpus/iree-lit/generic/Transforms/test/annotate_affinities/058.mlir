"builtin.module"() ({
  "util.func"() <{function_type = (tensor<128xi8>) -> tensor<128xi8>, sym_name = "extern", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = () -> tensor<128xi8>, sym_name = "pinning_overrides_invalid_call", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<128xi8>}> : () -> tensor<128xi8>
    %1 = "flow.tensor.barrier"(%0) <{target = #hal.device.promise<@dev_a>}> : (tensor<128xi8>) -> tensor<128xi8>
    %2 = "util.call"(%1) <{callee = @extern, tied_operands = [-1 : index]}> : (tensor<128xi8>) -> tensor<128xi8>
    %3 = "flow.tensor.barrier"(%2) <{target = #hal.device.promise<@dev_b>}> : (tensor<128xi8>) -> tensor<128xi8>
    "util.return"(%3) : (tensor<128xi8>) -> ()
  }) : () -> ()
}) : () -> ()

