module {
  util.func public @tensorReshapePassThrough(%arg0: tensor<5x24x48xf32>) -> tensor<30x2x96xf32> {
    %0 = flow.tensor.reshape %arg0 : tensor<5x24x48xf32> -> tensor<30x2x96xf32>
    util.return %0 : tensor<30x2x96xf32>
  }
}

