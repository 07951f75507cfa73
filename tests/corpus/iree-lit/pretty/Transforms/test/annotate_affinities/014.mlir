module {
  util.func private @tied_constant_multi_consumer() -> (tensor<1xi32>, tensor<1xi32>) {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = flow.dispatch @a(%0) : (tensor<1xi32>) -> %0
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %3 = flow.dispatch @b(%0) : (tensor<1xi32>) -> %0
    %4 = flow.tensor.transfer %3 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %2, %4 : tensor<1xi32>, tensor<1xi32>
  }
}

