module {
  util.func public @importBufferViewCrossDevice(%arg0: !hal.buffer_view) -> tensor<4xf32> attributes {stream.affinity = #hal.device.promise<@dev_b>} {
    %0 = hal.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !hal.buffer_view -> tensor<4xf32>
    util.return %0 : tensor<4xf32>
  }
}

