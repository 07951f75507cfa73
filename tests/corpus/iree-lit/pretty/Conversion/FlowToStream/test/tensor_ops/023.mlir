module {
  util.func public @tensorLoad(%arg0: tensor<2x3xi32>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = flow.tensor.load %arg0[%c0, %c1] : tensor<2x3xi32>
    util.return %0 : i32
  }
}

