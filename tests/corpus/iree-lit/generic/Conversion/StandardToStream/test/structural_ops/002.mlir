"builtin.module"() ({
  "util.func"() <{function_type = (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>, sym_name = "condBrExpansion", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%0, %arg0, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, tensor<1xf32>, tensor<1xf32>) -> ()
  ^bb1(%1: tensor<1xf32>):  // 2 preds: ^bb0, ^bb0
    "util.return"(%1) : (tensor<1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

