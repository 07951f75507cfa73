"builtin.module"() ({
  "util.func"() <{function_type = (tensor<i32>) -> i32, sym_name = "tensorLoadScalar", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<i32>):
    %0 = "flow.tensor.load"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<i32>) -> i32
    "util.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

