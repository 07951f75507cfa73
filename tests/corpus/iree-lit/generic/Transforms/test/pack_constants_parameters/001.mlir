"builtin.module"() ({
  "util.func"() <{function_type = () -> (!stream.resource<constant>, !stream.timepoint), sym_name = "parameterLoadScoped", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 40 : index}> : () -> index
    %1:2 = "stream.resource.constants"(%0) <{values = [#stream.parameter.named<"model"::"weights"> : tensor<10xf32>]}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
    "util.return"(%1#0, %1#1) : (!stream.resource<constant>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

