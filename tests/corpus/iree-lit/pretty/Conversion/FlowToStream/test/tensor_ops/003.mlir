module {
  util.func public @tensorConstantDynamic() -> tensor<?x?xi32> {
    %0 = flow.tensor.dynamic_constant dense<2> : tensor<2x4xi32> -> tensor<?x?xi32>
    util.return %0 : tensor<?x?xi32>
  }
}

