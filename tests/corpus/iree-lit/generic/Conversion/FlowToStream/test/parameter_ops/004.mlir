"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x8xf32>, !util.buffer, i64) -> tensor<4x8xf32>, sym_name = "parameterWrite", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: !util.buffer, %arg2: i64):
    %0 = "flow.parameter.write"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>}> : (tensor<4x8xf32>, !util.buffer, i64) -> tensor<4x8xf32>
    "util.return"(%0) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

