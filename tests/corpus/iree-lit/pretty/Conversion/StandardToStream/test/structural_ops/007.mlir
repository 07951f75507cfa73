module {
  util.func public @scfForExpansion(%arg0: index, %arg1: tensor<1xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (tensor<1xf32>) {
      scf.yield %arg3 : tensor<1xf32>
    }
    util.return
  }
}

