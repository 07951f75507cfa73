module {
  util.func public @tensorStoreScalar(%arg0: tensor<i32>) -> tensor<i32> {
    %c9_i32 = arith.constant 9 : i32
    %0 = flow.tensor.store %c9_i32, %arg0 : tensor<i32>
    util.return %0 : tensor<i32>
  }
}

