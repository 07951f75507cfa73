module {
  util.func public @tensorReshapeWithMultipleUses(%arg0: tensor<5x24x48xf32>) -> (tensor<60x2x48xf32>, tensor<30x2x96xf32>) {
    %0 = flow.tensor.clone %arg0 : tensor<5x24x48xf32>
    %1 = flow.tensor.reshape %arg0 : tensor<5x24x48xf32> -> tensor<60x2x48xf32>
    %2 = flow.tensor.clone %1 : tensor<60x2x48xf32>
    %3 = flow.tensor.reshape %0 : tensor<5x24x48xf32> -> tensor<30x2x96xf32>
    util.return %2, %3 : tensor<60x2x48xf32>, tensor<30x2x96xf32>
  }
}

