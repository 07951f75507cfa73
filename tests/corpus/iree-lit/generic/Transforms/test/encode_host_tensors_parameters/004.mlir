"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, !util.buffer, i64) -> !stream.resource<*>, sym_name = "tensorParameterWrite", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: !util.buffer, %arg2: i64):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "stream.tensor.parameter.write"(%arg0, %0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1, 1>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<*>, index, !util.buffer, i64) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

