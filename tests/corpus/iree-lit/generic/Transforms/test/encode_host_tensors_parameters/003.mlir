"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, i64, index, index) -> !stream.resource<*>, sym_name = "tensorParameterLoadDynamic", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: i64, %arg2: index, %arg3: index):
    %0 = "stream.tensor.parameter.load"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>, result_encoding = tensor<?x8xf32>}> : (!util.buffer, i64, index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

