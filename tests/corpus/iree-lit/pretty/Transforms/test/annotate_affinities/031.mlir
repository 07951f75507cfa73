module {
  util.func private @dispatch_fn_a() -> tensor<4xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<4xi32>
    %1 = flow.tensor.transfer %0 : tensor<4xi32> to #hal.device.promise<@dev_a>
    %2 = flow.dispatch @dispatch_a_0(%1) : (tensor<4xi32>) -> tensor<4xi32>
    %3 = util.call @dispatch_fn_b(%2) : (tensor<4xi32>) -> tensor<4xi32>
    %4 = flow.tensor.transfer %3 : tensor<4xi32> to #hal.device.promise<@dev_a>
    %5 = flow.dispatch @dispatch_a_1(%4) : (tensor<4xi32>) -> tensor<4xi32>
    util.return %5 : tensor<4xi32>
  }
  util.func private @dispatch_fn_b(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = flow.tensor.transfer %arg0 : tensor<4xi32> to #hal.device.promise<@dev_b>
    %1 = flow.dispatch @dispatch_b(%0) : (tensor<4xi32>) -> tensor<4xi32>
    util.return %1 : tensor<4xi32>
  }
}

