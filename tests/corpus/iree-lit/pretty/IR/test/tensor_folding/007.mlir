module {
  util.func private @TensorConstantToSplat() -> !stream.resource<constant> {
    %cst = stream.tensor.constant : tensor<2x2xf32> in !stream.resource<constant> = dense<1.000000e+00> : tensor<2x2xf32>
    util.return %cst : !stream.resource<constant>
  }
}

