module {
  util.func public @imported_hal_tensor(%arg0: !hal.buffer_view, %arg1: !hal.fence) -> tensor<1xi32> {
    %0 = hal.tensor.import on(#hal.device.promise<@dev_a>) wait(%arg1) => %arg0 "input" : !hal.buffer_view -> tensor<1xi32>
    util.return %0 : tensor<1xi32>
  }
}

