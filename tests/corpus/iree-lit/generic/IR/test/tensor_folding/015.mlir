"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "NarrowSplatPatternF32", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "stream.tensor.splat"(%1, %0) <{result_encoding = tensor<2x2xf32>}> : (f32, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

