module {
  util.func public @denseTensorConstantI2() -> !stream.resource<constant> {
    %cst = stream.tensor.constant : tensor<16xi2> in !stream.resource<constant> = dense<[0, 1, -2, -1, 0, 1, -2, -1, 0, 1, -2, -1, 0, 1, -2, -1]> : tensor<16xi2>
    util.return %cst : !stream.resource<constant>
  }
}

