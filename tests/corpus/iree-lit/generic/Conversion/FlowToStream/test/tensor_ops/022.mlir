"builtin.module"() ({
  "util.func"() <{function_type = (tensor<1x1x10xf32>, tensor<5x1x10xf32>) -> tensor<5x1x10xf32>, sym_name = "tensorUpdate", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<1x1x10xf32>, %arg1: tensor<5x1x10xf32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "flow.tensor.update"(%arg1, %1, %0, %0, %arg0) <{operandSegmentSizes = array<i32: 1, 0, 3, 1, 0>}> : (tensor<5x1x10xf32>, index, index, index, tensor<1x1x10xf32>) -> tensor<5x1x10xf32>
    "util.return"(%2) : (tensor<5x1x10xf32>) -> ()
  }) : () -> ()
}) : () -> ()

