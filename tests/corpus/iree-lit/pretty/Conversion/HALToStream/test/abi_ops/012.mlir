module {
  util.func public @aliasStorageCrossDevice(%arg0: tensor<4xf32>, %arg1: !hal.buffer) -> tensor<4xf32> attributes {stream.affinity = #hal.device.promise<@dev_a>} {
    %0 = hal.tensor.alias on(#hal.device.promise<@dev_b>) %arg0 : tensor<4xf32> to %arg1 : !hal.buffer
    util.return %0 : tensor<4xf32>
  }
}

