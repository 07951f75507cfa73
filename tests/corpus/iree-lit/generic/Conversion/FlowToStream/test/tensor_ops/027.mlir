"builtin.module"() ({
  "util.func"() <{function_type = (tensor<5xf32>, tensor<?x3x?xi32>, index, index) -> (), sym_name = "tensorTrace", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<?x3x?xi32>, %arg2: index, %arg3: index):
    "flow.tensor.trace"(%arg0, %arg1, %arg2, %arg3) <{key = "FOOBAR", operandSegmentSizes = array<i32: 2, 2>}> : (tensor<5xf32>, tensor<?x3x?xi32>, index, index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

