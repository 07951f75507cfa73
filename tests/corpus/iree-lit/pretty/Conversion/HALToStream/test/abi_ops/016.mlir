module {
  util.func public @tensorTransientsBufferView(%arg0: tensor<4xf32>, %arg1: !hal.buffer_view) -> tensor<4xf32> {
    %0 = hal.tensor.transients %arg0 : tensor<4xf32> from %arg1 : !hal.buffer_view
    util.return %0 : tensor<4xf32>
  }
}

