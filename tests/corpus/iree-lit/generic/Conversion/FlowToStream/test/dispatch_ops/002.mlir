"builtin.module"() ({
  "util.func"() <{function_type = (tensor<7x?x24x?xf32>, index, index) -> (tensor<?x?x1024xf32>, tensor<1024x?x?xf32>), sym_name = "dispatch", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: tensor<7x?x24x?xf32>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3:2 = "flow.dispatch"(%0, %1, %2, %arg0, %arg1, %arg2, %arg1, %arg2, %arg2, %arg1) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 3, 1, 2, 4>, tied_operands = [-1 : index, -1 : index]}> : (index, index, index, tensor<7x?x24x?xf32>, index, index, index, index, index, index) -> (tensor<?x?x1024xf32>, tensor<1024x?x?xf32>)
    "util.return"(%3#0, %3#1) : (tensor<?x?x1024xf32>, tensor<1024x?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

