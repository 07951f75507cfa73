module {
  util.func public @importBufferViewWithOffsetNoFence(%arg0: !hal.buffer_view, %arg1: index) -> tensor<4xf32> {
    %0 = hal.tensor.import %arg0 offset(%arg1) : !hal.buffer_view -> tensor<4xf32>
    util.return %0 : tensor<4xf32>
  }
}

