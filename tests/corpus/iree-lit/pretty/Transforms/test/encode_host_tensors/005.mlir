module {
  util.func public @denseTensorConstantI1() -> !stream.resource<constant> {
    %cst = stream.tensor.constant : tensor<4xi1> in !stream.resource<constant> = dense<[true, true, false, true]> : tensor<4xi1>
    util.return %cst : !stream.resource<constant>
  }
}

