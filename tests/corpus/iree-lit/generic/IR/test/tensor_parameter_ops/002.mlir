"builtin.module"() ({
  "util.func"() <{function_type = (index, !util.buffer, !util.buffer, i64) -> !stream.resource<*>, sym_name = "tensorParameterLoadWithScope", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: i64):
    %0 = "stream.tensor.parameter.load"(%arg1, %arg2, %arg3, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, result_encoding = tensor<4x8xf32>}> : (!util.buffer, !util.buffer, i64, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

