"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<constant>, sym_name = "TensorConstantToEmpty", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "stream.tensor.constant"(%arg0) <{result_encoding = tensor<2x0x?xf32>, value = dense<> : tensor<2x0x4xf32>}> : (index) -> !stream.resource<constant>
    "util.return"(%0) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

