"builtin.module"() ({
  "util.func"() <{function_type = (tensor<2x3xi32>) -> i32, sym_name = "tensorLoad", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<2x3xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "flow.tensor.load"(%arg0, %0, %1) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (tensor<2x3xi32>, index, index) -> i32
    "util.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

