module {
  util.func public @tensorConstantStatic() -> tensor<4x2xi32> {
    %0 = flow.tensor.constant dense<2> : tensor<4x2xi32>
    util.return %0 : tensor<4x2xi32>
  }
}

