#encoding = #iree_encoding.testing<>
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<?x4xf32>, index, index) -> tensor<5x?xf32, #encoding>, sym_name = "tensorEncodePartialDynamic", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index):
    %0 = "flow.tensor.encode"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<?x4xf32>, index, index) -> tensor<5x?xf32, #encoding>
    "util.return"(%0) : (tensor<5x?xf32, #encoding>) -> ()
  }) : () -> ()
}) : () -> ()

