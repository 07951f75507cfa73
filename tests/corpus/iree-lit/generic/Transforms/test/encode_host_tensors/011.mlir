"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "denseTensorSplatConstantComplexF32", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "complex.constant"() <{value = [3.000000e+00 : f32, 1.000000e+01 : f32]}> : () -> complex<f32>
    %1 = "stream.tensor.sizeof"() <{encoding = tensor<6xcomplex<f32>>}> : () -> index
    %2 = "stream.tensor.splat"(%0, %1) <{result_encoding = tensor<6xcomplex<f32>>}> : (complex<f32>, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

