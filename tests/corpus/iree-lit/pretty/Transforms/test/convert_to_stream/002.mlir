module {
  util.func public @custom_ops(%arg0: tensor<4x8xf32>) -> tensor<8x4xf32> {
    %0 = "some.op"(%arg0) : (tensor<4x8xf32>) -> tensor<8x4xf32>
    util.return %0 : tensor<8x4xf32>
  }
}

