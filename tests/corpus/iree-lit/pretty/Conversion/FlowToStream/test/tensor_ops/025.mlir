module {
  util.func public @tensorStore(%arg0: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9_i32 = arith.constant 9 : i32
    %0 = flow.tensor.store %c9_i32, %arg0[%c0, %c1] : tensor<2x3xi32>
    util.return %0 : tensor<2x3xi32>
  }
}

