"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer, i64) -> tensor<4x8xf32>, sym_name = "parameterLoadWithScope", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: i64):
    %0 = "flow.parameter.load"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!util.buffer, !util.buffer, i64) -> tensor<4x8xf32>
    "util.return"(%0) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

