module {
  util.func public @selectExpansion(%arg0: tensor<1xf32>, %arg1: i1, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = arith.select %arg1, %arg0, %arg2 : tensor<1xf32>
    util.return %0 : tensor<1xf32>
  }
}

