"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<constant>, sym_name = "TensorConstantToEmptyDynamic", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.constant"(%0) <{result_encoding = tensor<2x?xf32>, value = dense<> : tensor<2x0xf32>}> : (index) -> !stream.resource<constant>
    "util.return"(%1) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

