module {
  util.func public @simple_program(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view {
    %0 = hal.tensor.import on(#hal.device.promise<@dev_a>) wait(%arg1) => %arg0 "input0" : !hal.buffer_view -> tensor<1xi32>
    %1 = util.call @_simple_program(%0) : (tensor<1xi32>) -> tensor<1xi32>
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %3 = hal.tensor.barrier join(%2 : tensor<1xi32>) => %arg2 : !hal.fence
    %4 = hal.tensor.export on(#hal.device.promise<@dev_a>) %3 "output0" : tensor<1xi32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
  util.func private @_simple_program(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = util.call @dispatch_a(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    %2 = util.call @dispatch_b(%1) : (tensor<1xi32>) -> tensor<1xi32>
    util.return %2 : tensor<1xi32>
  }
  util.func private @dispatch_a(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<1> : tensor<1xi32>
    %1 = flow.dispatch @dispatch_a(%arg0, %0) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
  util.func private @dispatch_b(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<2> : tensor<1xi32>
    %1 = flow.dispatch @dispatch_b(%arg0, %0) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
}

