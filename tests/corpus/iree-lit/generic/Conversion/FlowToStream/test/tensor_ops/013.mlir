#encoding = #iree_encoding.testing<>
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<?x?xf32>, index, index) -> tensor<?x?xf32, #encoding>, sym_name = "tensorEncodeFullyDynamic", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index):
    %0 = "flow.tensor.encode"(%arg0, %arg1, %arg2, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32, #encoding>
    "util.return"(%0) : (tensor<?x?xf32, #encoding>) -> ()
  }) : () -> ()
}) : () -> ()

