"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<*>, index, index) -> !stream.resource<*>, sym_name = "tensorUpdate", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.update"(%arg2, %arg3, %arg4, %0, %0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 1, 0, 1>, target_encoding = tensor<?x4xf32>, update_encoding = tensor<2x2xf32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

