"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "NoNarrowSplatPatternI1", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "stream.tensor.splat"(%1, %0) <{result_encoding = tensor<2x2xi1>}> : (i1, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

