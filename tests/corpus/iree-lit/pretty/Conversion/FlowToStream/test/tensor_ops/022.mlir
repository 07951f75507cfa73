module {
  util.func public @tensorUpdate(%arg0: tensor<1x1x10xf32>, %arg1: tensor<5x1x10xf32>) -> tensor<5x1x10xf32> {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %0 = flow.tensor.update %arg0, %arg1[%c4, %c1, %c1] : tensor<1x1x10xf32> -> %arg1 as tensor<5x1x10xf32>
    util.return %0 : tensor<5x1x10xf32>
  }
}

