module {
  util.func public @parameterLoad(%arg0: !util.buffer, %arg1: i64) -> tensor<4x8xf32> {
    %0 = flow.parameter.load %arg0[%arg1] : tensor<4x8xf32>
    util.return %0 : tensor<4x8xf32>
  }
}

