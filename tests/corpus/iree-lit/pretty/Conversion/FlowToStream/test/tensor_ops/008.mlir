module {
  util.func public @tensorBitCastToEncoding(%arg0: tensor<4x16x8xi1>) -> tensor<4x16x8xi1, #iree_encoding.packed_storage> {
    %0 = flow.tensor.bitcast %arg0 : tensor<4x16x8xi1> -> tensor<4x16x8xi1, #iree_encoding.packed_storage>
    util.return %0 : tensor<4x16x8xi1, #iree_encoding.packed_storage>
  }
}

