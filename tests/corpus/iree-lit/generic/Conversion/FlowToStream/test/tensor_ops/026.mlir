"builtin.module"() ({
  "util.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "tensorStoreScalar", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<i32>):
    %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %1 = "flow.tensor.store"(%0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (i32, tensor<i32>) -> tensor<i32>
    "util.return"(%1) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()

