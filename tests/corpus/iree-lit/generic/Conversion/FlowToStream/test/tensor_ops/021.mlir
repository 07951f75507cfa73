"builtin.module"() ({
  "util.func"() <{function_type = (tensor<5x24x48xf32>) -> tensor<3x24x48xf32>, sym_name = "tensorSlice", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<5x24x48xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "arith.constant"() <{value = 48 : index}> : () -> index
    %5 = "flow.tensor.slice"(%arg0, %1, %0, %0, %2, %3, %4) <{operandSegmentSizes = array<i32: 1, 0, 3, 3, 0>}> : (tensor<5x24x48xf32>, index, index, index, index, index, index) -> tensor<3x24x48xf32>
    "util.return"(%5) : (tensor<3x24x48xf32>) -> ()
  }) : () -> ()
}) : () -> ()

