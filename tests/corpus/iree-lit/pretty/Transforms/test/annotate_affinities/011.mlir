module {
  util.func public @aliased_storage(%arg0: !hal.buffer_view, %arg1: !hal.buffer, %arg2: !hal.fence) -> tensor<4xi32> {
    %0 = hal.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !hal.buffer_view -> tensor<4xi32>
    %1 = flow.dispatch @dispatch(%0) : (tensor<4xi32>) -> tensor<4xi32>
    %2 = hal.tensor.alias on(#hal.device.promise<@dev_b>) %1 : tensor<4xi32> to %arg1 : !hal.buffer
    %3 = hal.tensor.barrier join(%2 : tensor<4xi32>) => %arg2 : !hal.fence
    util.return %3 : tensor<4xi32>
  }
}

