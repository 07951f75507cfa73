"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "NarrowSplatPatternI64ToI32", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = -6144092014192636707 : i64}> : () -> i64
    %2 = "stream.tensor.splat"(%1, %0) <{result_encoding = tensor<2x2xf32>}> : (i64, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

