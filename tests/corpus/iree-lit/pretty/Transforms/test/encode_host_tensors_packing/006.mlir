module {
  util.func public @denseTensorConstantI8() -> !stream.resource<constant> {
    %cst = stream.tensor.constant : tensor<8xi8> in !stream.resource<constant> = dense<[5, 15, 0, 3, 1, 7, 8, 4]> : tensor<8xi8>
    util.return %cst : !stream.resource<constant>
  }
}

