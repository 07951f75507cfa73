module {
  util.func public @scfIfExpansion(%arg0: i1, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = scf.if %arg0 -> (tensor<1xf32>) {
      scf.yield %arg1 : tensor<1xf32>
    } else {
      scf.yield %arg2 : tensor<1xf32>
    }
    util.return %0 : tensor<1xf32>
  }
}

