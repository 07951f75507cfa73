module {
  util.func public @importBufferViewBitcasting(%arg0: !hal.buffer_view) -> tensor<4xbf16> {
    %0 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<2xui32> as tensor<4xbf16>
    util.return %0 : tensor<4xbf16>
  }
}

