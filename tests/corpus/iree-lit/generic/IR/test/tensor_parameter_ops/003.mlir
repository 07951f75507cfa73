"builtin.module"() ({
  "util.func"() <{function_type = (index, !util.buffer, i64, index) -> !stream.resource<*>, sym_name = "tensorParameterLoadDynamic", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: !util.buffer, %arg2: i64, %arg3: index):
    %0 = "stream.tensor.parameter.load"(%arg1, %arg2, %arg3, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>, result_encoding = tensor<?x8xf32>}> : (!util.buffer, i64, index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

