module {
  util.func public @tensorReshapeWithSingleUse(%arg0: tensor<5x24x48xf32>) -> tensor<30x2x96xf32> {
    %0 = flow.tensor.reshape %arg0 : tensor<5x24x48xf32> -> tensor<30x2x96xf32>
    %1 = flow.tensor.clone %0 : tensor<30x2x96xf32>
    util.return %1 : tensor<30x2x96xf32>
  }
}

