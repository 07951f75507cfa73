"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>, sym_name = "tensorSlice", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.slice"(%arg0, %arg1, %arg2, %0, %1, %arg3, %1, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 2, 1, 1>, result_encoding = tensor<?x1xf32>, source_encoding = tensor<?x4xf32>}> : (!stream.resource<*>, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

