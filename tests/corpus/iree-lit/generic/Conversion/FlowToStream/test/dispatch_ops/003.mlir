"builtin.module"() ({
  "util.func"() <{function_type = (tensor<i32>, tensor<2x3xi32>) -> tensor<3x9xi32>, sym_name = "tiedDispatch", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<2x3xi32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "flow.dispatch"(%0, %1, %2, %arg0) <{entry_points = [@ex::@entry0], operandSegmentSizes = array<i32: 3, 1, 0, 0>, tied_operands = [-1 : index]}> : (index, index, index, tensor<i32>) -> tensor<3x9xi32>
    %4 = "flow.dispatch"(%0, %1, %2, %arg1, %3) <{entry_points = [@ex::@entry1], operandSegmentSizes = array<i32: 3, 2, 0, 0>, tied_operands = [1 : index]}> : (index, index, index, tensor<2x3xi32>, tensor<3x9xi32>) -> tensor<3x9xi32>
    "util.return"(%4) : (tensor<3x9xi32>) -> ()
  }) : () -> ()
}) : () -> ()

