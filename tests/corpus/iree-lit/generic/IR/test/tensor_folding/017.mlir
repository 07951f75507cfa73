"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "FoldTensorCloneOp", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "stream.tensor.clone"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x2xf32>, source_encoding = tensor<2x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

