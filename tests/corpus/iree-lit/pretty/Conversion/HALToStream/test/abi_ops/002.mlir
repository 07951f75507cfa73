module {
  util.func public @importBufferViewWithOffset(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: index) -> tensor<4xf32> {
    %0 = hal.tensor.import wait(%arg1) => %arg0 offset(%arg2) : !hal.buffer_view -> tensor<4xf32>
    util.return %0 : tensor<4xf32>
  }
}

