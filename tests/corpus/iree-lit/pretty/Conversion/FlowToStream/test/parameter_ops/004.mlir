module {
  util.func public @parameterWrite(%arg0: tensor<4x8xf32>, %arg1: !util.buffer, %arg2: i64) -> tensor<4x8xf32> {
    %0 = flow.parameter.write %arg0 -> %arg1[%arg2] : tensor<4x8xf32>
    util.return %0 : tensor<4x8xf32>
  }
}

