module {
  util.func public @denseTensorConstantI1Packed() -> !stream.resource<constant> {
    %cst = stream.tensor.constant : tensor<12xi1, #iree_encoding.packed_storage> in !stream.resource<constant> = dense<[false, true, false, true, false, true, false, false, false, true, true, true]> : tensor<12xi1, #iree_encoding.packed_storage>
    util.return %cst : !stream.resource<constant>
  }
}

