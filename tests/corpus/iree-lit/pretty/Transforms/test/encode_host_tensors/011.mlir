module {
  util.func public @denseTensorSplatConstantComplexF32(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %cst = complex.constant [3.000000e+00 : f32, 1.000000e+01 : f32] : complex<f32>
    %0 = stream.tensor.sizeof tensor<6xcomplex<f32>> : index
    %1 = stream.tensor.splat %cst : complex<f32> -> tensor<6xcomplex<f32>> in !stream.resource<*>{%0}
    util.return %1 : !stream.resource<*>
  }
}

