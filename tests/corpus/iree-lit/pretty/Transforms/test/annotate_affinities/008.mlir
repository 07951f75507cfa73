module {
  util.func public @exported_hal_constant(%arg0: !hal.fence) -> !hal.buffer_view {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = hal.tensor.barrier join(%0 : tensor<1xi32>) => %arg0 : !hal.fence
    %2 = hal.tensor.export on(#hal.device.promise<@dev_a>) %1 "output" : tensor<1xi32> -> !hal.buffer_view
    util.return %2 : !hal.buffer_view
  }
}

