"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, i64, index) -> tensor<?x8xf32>, sym_name = "parameterLoadDynamic", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: i64, %arg2: index):
    %0 = "flow.parameter.load"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 0, 1, 1, 1>}> : (!util.buffer, i64, index) -> tensor<?x8xf32>
    "util.return"(%0) : (tensor<?x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

