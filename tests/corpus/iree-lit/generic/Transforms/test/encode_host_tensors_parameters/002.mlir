"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer, i64) -> !stream.resource<*>, sym_name = "tensorParameterLoadWithScope", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: i64):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "stream.tensor.parameter.load"(%arg0, %arg1, %arg2, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, result_encoding = tensor<4x8xf32>}> : (!util.buffer, !util.buffer, i64, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

