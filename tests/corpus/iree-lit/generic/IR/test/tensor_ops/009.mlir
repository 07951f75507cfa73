#encoding = #iree_encoding.testing<>
"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>, sym_name = "tensorEncode", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "stream.tensor.encode"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, result_encoding = tensor<?x4xf32, #encoding>, source_encoding = tensor<?x4xf32>}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

