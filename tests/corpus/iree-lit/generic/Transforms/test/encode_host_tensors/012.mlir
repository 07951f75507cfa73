"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, complex<f32>) -> !stream.resource<*>, sym_name = "denseTensorSplatDynamicComplexF32", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: complex<f32>):
    %0 = "stream.tensor.sizeof"() <{encoding = tensor<6xcomplex<f32>>}> : () -> index
    %1 = "stream.tensor.splat"(%arg1, %0) <{result_encoding = tensor<6xcomplex<f32>>}> : (complex<f32>, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

