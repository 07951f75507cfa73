#encoding = #iree_encoding.testing<>
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32, #encoding>, sym_name = "tensorEncodeStatic", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = "flow.tensor.encode"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32, #encoding>
    "util.return"(%0) : (tensor<4x4xf32, #encoding>) -> ()
  }) : () -> ()
}) : () -> ()

