module {
  util.func public @tensorSlice(%arg0: tensor<5x24x48xf32>) -> tensor<3x24x48xf32> {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c24 = arith.constant 24 : index
    %c48 = arith.constant 48 : index
    %0 = flow.tensor.slice %arg0[%c2, %c0, %c0 for %c3, %c24, %c48] : tensor<5x24x48xf32> -> tensor<3x24x48xf32>
    util.return %0 : tensor<3x24x48xf32>
  }
}

