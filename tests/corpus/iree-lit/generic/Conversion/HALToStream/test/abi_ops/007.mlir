"builtin.module"() ({
  "util.func"() <{function_type = (tensor<?x4xf32>, index, !hal.buffer) -> tensor<?x4xf32>, sym_name = "aliasStorage", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: !hal.buffer):
    %0 = "hal.tensor.alias"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<?x4xf32>, index, !hal.buffer) -> tensor<?x4xf32>
    "util.return"(%0) : (tensor<?x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

