module {
  util.func public @tied_aliased_storage(%arg0: !hal.buffer_view, %arg1: !hal.buffer, %arg2: !hal.fence) {
    %0 = flow.tensor.constant dense<123> : tensor<4xi32>
    %1 = flow.tensor.transfer %0 : tensor<4xi32> to #hal.device.promise<@dev_a>
    %2 = flow.dispatch @dispatch0(%1) : (tensor<4xi32>) -> tensor<4xi32>
    %3 = flow.dispatch @dispatch1(%2) : (tensor<4xi32>) -> %2
    %4 = hal.tensor.alias on(#hal.device.promise<@dev_b>) %3 : tensor<4xi32> to %arg1 : !hal.buffer
    %5 = hal.tensor.barrier join(%4 : tensor<4xi32>) => %arg2 : !hal.fence
    util.return
  }
}

