module {
  util.func public @exportBufferViewCrossDevice(%arg0: tensor<4xf32>) -> !hal.buffer_view attributes {stream.affinity = #hal.device.promise<@dev_a>} {
    %0 = hal.tensor.export on(#hal.device.promise<@dev_b>) %arg0 : tensor<4xf32> -> !hal.buffer_view
    util.return %0 : !hal.buffer_view
  }
}

