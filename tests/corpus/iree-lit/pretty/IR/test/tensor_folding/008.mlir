module {
  util.func private @TensorComplexConstantToSplat() -> !stream.resource<constant> {
    %cst = stream.tensor.constant : tensor<2x2xcomplex<f32>> in !stream.resource<constant> = dense<(2.000000e+00,3.000000e+00)> : tensor<2x2xcomplex<f32>>
    util.return %cst : !stream.resource<constant>
  }
}

