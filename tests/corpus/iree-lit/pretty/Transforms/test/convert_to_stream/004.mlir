module {
  util.func public @unrealizedCastCleanup(%arg0: i1, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = arith.select %arg0, %arg1, %arg2 : tensor<1024xf32>
    util.return %0 : tensor<1024xf32>
  }
}

