module {
  util.func public @tensorLoadScalar(%arg0: tensor<i32>) -> i32 {
    %0 = flow.tensor.load %arg0 : tensor<i32>
    util.return %0 : i32
  }
}

