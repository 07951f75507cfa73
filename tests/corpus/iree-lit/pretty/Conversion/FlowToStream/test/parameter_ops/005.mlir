module {
  util.func public @parameterWriteWithScope(%arg0: tensor<4x8xf32>, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: i64) -> tensor<4x8xf32> {
    %0 = flow.parameter.write %arg0 -> %arg1::%arg2[%arg3] : tensor<4x8xf32>
    util.return %0 : tensor<4x8xf32>
  }
}

