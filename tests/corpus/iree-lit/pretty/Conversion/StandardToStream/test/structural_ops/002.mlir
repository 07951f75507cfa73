module {
  util.func public @condBrExpansion(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
    %true = arith.constant true
    cf.cond_br %true, ^bb1(%arg0 : tensor<1xf32>), ^bb1(%arg1 : tensor<1xf32>)
  ^bb1(%0: tensor<1xf32>):  // 2 preds: ^bb0, ^bb0
    util.return %0 : tensor<1xf32>
  }
}

