module {
  util.func public @tensorConstantParameter() -> tensor<4x2xi32> {
    %0 = flow.tensor.constant #flow.parameter.named<"scope"::"key"> : tensor<4x2xi32>
    util.return %0 : tensor<4x2xi32>
  }
}

