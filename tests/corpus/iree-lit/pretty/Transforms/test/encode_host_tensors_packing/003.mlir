module {
  util.func public @denseTensorConstantI3() -> !stream.resource<constant> {
    %cst = stream.tensor.constant : tensor<4xi3> in !stream.resource<constant> = dense<[0, -1, 2, -3]> : tensor<4xi3>
    util.return %cst : !stream.resource<constant>
  }
}

