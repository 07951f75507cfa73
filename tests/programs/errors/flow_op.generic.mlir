"builtin.module"() ({
  "util.func"() <{function_type = () -> index, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "flow.tensor.splat"(%1) : (f32) -> tensor<4xf32>
    "util.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

