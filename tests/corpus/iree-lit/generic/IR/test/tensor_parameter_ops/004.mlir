"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !util.buffer, i64) -> !stream.resource<*>, sym_name = "tensorParameterWrite", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !util.buffer, %arg3: i64):
    %0 = "stream.tensor.parameter.write"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1, 1>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<*>, index, !util.buffer, i64) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

