"builtin.module"() ({
  "util.func"() <{function_type = (tensor<5x24x48xf32>) -> (tensor<60x2x48xf32>, tensor<30x2x96xf32>), sym_name = "tensorReshapeWithMultipleUses", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: tensor<5x24x48xf32>):
    %0 = "flow.tensor.clone"(%arg0) : (tensor<5x24x48xf32>) -> tensor<5x24x48xf32>
    %1 = "flow.tensor.reshape"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<5x24x48xf32>) -> tensor<60x2x48xf32>
    %2 = "flow.tensor.clone"(%1) : (tensor<60x2x48xf32>) -> tensor<60x2x48xf32>
    %3 = "flow.tensor.reshape"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<5x24x48xf32>) -> tensor<30x2x96xf32>
    "util.return"(%2, %3) : (tensor<60x2x48xf32>, tensor<30x2x96xf32>) -> ()
  }) : () -> ()
}) : () -> ()

