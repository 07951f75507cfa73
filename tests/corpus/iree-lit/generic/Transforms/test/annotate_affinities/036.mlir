"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> tensor<1xi32>, sym_name = "cfg_cond_branch_select", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    %1 = "flow.tensor.constant"() <{value = dense<456> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_b>} : () -> tensor<1xi32>
    "cf.cond_br"(%arg0, %0, %1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, tensor<1xi32>, tensor<1xi32>) -> ()
  ^bb1(%2: tensor<1xi32>):  // 2 preds: ^bb0, ^bb0
    "util.return"(%2) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

