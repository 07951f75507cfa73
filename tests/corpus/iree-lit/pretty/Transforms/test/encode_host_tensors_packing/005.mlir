module {
  util.func public @denseTensorConstantI4() -> !stream.resource<constant> {
    %cst = stream.tensor.constant : tensor<5xi4> in !stream.resource<constant> = dense<[5, -1, 0, 3, 1]> : tensor<5xi4>
    util.return %cst : !stream.resource<constant>
  }
}

