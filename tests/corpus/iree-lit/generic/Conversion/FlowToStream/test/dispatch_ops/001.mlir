"builtin.module"() ({
  "util.func"() <{function_type = (tensor<7x?x24x?xf32>, index, index) -> tensor<?x?x1024xf32>, sym_name = "dispatchNoWorkload", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<7x?x24x?xf32>, %arg1: index, %arg2: index):
    %0 = "flow.dispatch"(%arg0, %arg1, %arg2, %arg1, %arg2) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 2, 2>, tied_operands = [-1 : index]}> : (tensor<7x?x24x?xf32>, index, index, index, index) -> tensor<?x?x1024xf32>
    "util.return"(%0) : (tensor<?x?x1024xf32>) -> ()
  }) : () -> ()
}) : () -> ()

