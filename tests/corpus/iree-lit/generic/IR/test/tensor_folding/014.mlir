"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "NarrowSplatPatternBF16", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %2 = "stream.tensor.splat"(%1, %0) <{result_encoding = tensor<2x2xf32>}> : (bf16, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

