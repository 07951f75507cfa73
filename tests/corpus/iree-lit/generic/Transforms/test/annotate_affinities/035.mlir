"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "cfg_loop_back_edge", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    "cf.br"(%0)[^bb1] : (tensor<1xi32>) -> ()
  ^bb1(%1: tensor<1xi32>):  // 2 preds: ^bb0, ^bb1
    %2 = "flow.tensor.transfer"(%1) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    %3 = "util.call"(%2) <{callee = @step, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> i1
    "cf.cond_br"(%3, %1, %2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, tensor<1xi32>, tensor<1xi32>) -> ()
  ^bb2(%4: tensor<1xi32>):  // pred: ^bb1
    %5 = "flow.tensor.transfer"(%4) <{target = #hal.device.promise<@dev_c>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%5) : (tensor<1xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>) -> i1, sym_name = "step", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
}) : () -> ()

