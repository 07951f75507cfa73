module {
  util.func public @tensorBitCastFromEncoding(%arg0: tensor<4x16x8xi1, #iree_encoding.packed_storage>) -> tensor<4x16x8xi1> {
    %0 = flow.tensor.bitcast %arg0 : tensor<4x16x8xi1, #iree_encoding.packed_storage> -> tensor<4x16x8xi1>
    util.return %0 : tensor<4x16x8xi1>
  }
}

