"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> tensor<1xi32>, sym_name = "scf_if_consumer_yield", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.if"(%arg0) ({
      %3 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> : () -> tensor<1xi32>
      "scf.yield"(%3) : (tensor<1xi32>) -> ()
    }, {
      %2 = "flow.tensor.constant"() <{value = dense<456> : tensor<1xi32>}> : () -> tensor<1xi32>
      "scf.yield"(%2) : (tensor<1xi32>) -> ()
    }) : (i1) -> tensor<1xi32>
    %1 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%1) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

