"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index) -> !stream.resource<*>, sym_name = "tensorClone", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index):
    %0 = "stream.tensor.clone"(%arg0, %arg1, %arg2, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, result_encoding = tensor<?x4xf32>, source_encoding = tensor<?x4xf32>}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

