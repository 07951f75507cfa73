module {
  util.func public @constantTensor() {
    %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
    util.return
  }
}

