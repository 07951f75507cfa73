"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> tensor<1xi32>, sym_name = "scf_if_capture_producer", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    %1 = "scf.if"(%arg0) ({
      %3 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
      "scf.yield"(%3) : (tensor<1xi32>) -> ()
    }, {
      %2 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_c>}> : (tensor<1xi32>) -> tensor<1xi32>
      "scf.yield"(%2) : (tensor<1xi32>) -> ()
    }) : (i1) -> tensor<1xi32>
    "util.return"(%1) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

