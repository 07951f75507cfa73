module {
  util.func public @exported_producer(%arg0: !hal.fence) -> !hal.buffer_view {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %2 = flow.tensor.clone %1 : tensor<1xi32>
    %3 = hal.tensor.barrier join(%2 : tensor<1xi32>) => %arg0 : !hal.fence
    %4 = hal.tensor.export on(#hal.device.promise<@dev_b>) %3 "output" : tensor<1xi32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
}

