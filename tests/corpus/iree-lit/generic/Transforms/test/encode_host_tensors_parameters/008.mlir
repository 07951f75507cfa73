"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, i64) -> !stream.resource<*>, sym_name = "tensorParameterLoadI1", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: i64):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "stream.tensor.parameter.load"(%arg0, %arg1, %0) <{operandSegmentSizes = array<i32: 0, 1, 1, 0, 1>, result_encoding = tensor<16xi1>}> : (!util.buffer, i64, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

