"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<constant>, sym_name = "TensorComplexConstantToSplat", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "stream.tensor.constant"() <{result_encoding = tensor<2x2xcomplex<f32>>, value = dense<(2.000000e+00,3.000000e+00)> : tensor<2x2xcomplex<f32>>}> : () -> !stream.resource<constant>
    "util.return"(%0) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

