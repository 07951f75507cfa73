"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !util.buffer, i64, index) -> !stream.resource<*>, sym_name = "tensorParameterWriteDynamic", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !util.buffer, %arg3: i64, %arg4: index):
    %0 = "stream.tensor.parameter.write"(%arg0, %arg4, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>, source_encoding = tensor<?x8xf32>}> : (!stream.resource<*>, index, index, !util.buffer, i64) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

