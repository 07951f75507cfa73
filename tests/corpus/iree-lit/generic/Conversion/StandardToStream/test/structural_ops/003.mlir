"builtin.module"() ({
  "util.func"() <{function_type = (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>, sym_name = "switchExpansion", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.switch"(%0, %arg0, %arg1)[^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, tensor<1xf32>, tensor<1xf32>) -> ()
  ^bb1(%1: tensor<1xf32>):  // pred: ^bb0
    "util.return"(%1) : (tensor<1xf32>) -> ()
  ^bb2(%2: tensor<1xf32>):  // pred: ^bb0
    "util.return"(%2) : (tensor<1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

