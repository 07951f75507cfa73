#encoding = #iree_encoding.testing<>
module {
  util.func public @tensorEncodeStatic(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32, #encoding> {
    %0 = flow.tensor.encode %arg0 : tensor<4x4xf32> -> tensor<4x4xf32, #encoding>
    util.return %0 : tensor<4x4xf32, #encoding>
  }
}

