module {
  util.func public @brExpansion(%arg0: tensor<1xf32>, %arg1: i1) -> (tensor<1xf32>, i1) {
    cf.br ^bb1(%arg0, %arg1 : tensor<1xf32>, i1)
  ^bb1(%0: tensor<1xf32>, %1: i1):  // pred: ^bb0
    util.return %0, %1 : tensor<1xf32>, i1
  }
}

