module {
  util.func public @switchExpansion(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
    %c1_i32 = arith.constant 1 : i32
    cf.switch %c1_i32 : i32, [
      default: ^bb1(%arg0 : tensor<1xf32>),
      0: ^bb2(%arg1 : tensor<1xf32>)
    ]
  ^bb1(%0: tensor<1xf32>):  // pred: ^bb0
    util.return %0 : tensor<1xf32>
  ^bb2(%1: tensor<1xf32>):  // pred: ^bb0
    util.return %1 : tensor<1xf32>
  }
}

