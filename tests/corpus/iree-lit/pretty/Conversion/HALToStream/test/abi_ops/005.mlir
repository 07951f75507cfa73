module {
  util.func public @importBufferViewAsync(%arg0: !hal.buffer_view, %arg1: !hal.fence) -> tensor<4xf32> {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4xf32>
    util.return %0 : tensor<4xf32>
  }
}

