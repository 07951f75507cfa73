"builtin.module"() ({
  "util.func"() <{function_type = () -> (!stream.resource<variable>, !stream.resource<variable>, !stream.timepoint), sym_name = "parameterGatherMixedScopes", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 40 : index}> : () -> index
    %1 = "arith.constant"() <{value = 80 : index}> : () -> index
    %2:3 = "stream.resource.constants"(%0, %1) <{values = [#stream.parameter.named<"scope_a"::"weights"> : tensor<10xf32>, #stream.parameter.named<"scope_b"::"bias"> : tensor<20xf32>]}> : (index, index) -> (!stream.resource<variable>, !stream.resource<variable>, !stream.timepoint)
    "util.return"(%2#0, %2#1, %2#2) : (!stream.resource<variable>, !stream.resource<variable>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

