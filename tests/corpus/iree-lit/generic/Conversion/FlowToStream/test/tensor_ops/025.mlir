"builtin.module"() ({
  "util.func"() <{function_type = (tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "tensorStore", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<2x3xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %3 = "flow.tensor.store"(%2, %arg0, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 2>}> : (i32, tensor<2x3xi32>, index, index) -> tensor<2x3xi32>
    "util.return"(%3) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
}) : () -> ()

