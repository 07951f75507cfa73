module {
  util.func private @tied_transfer_constant_multi_consumer() -> (tensor<1xi32>, tensor<1xi32>) {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %2 = flow.dispatch @a(%1) : (tensor<1xi32>) -> %1
    %3 = flow.tensor.transfer %2 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %4 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    %5 = flow.dispatch @b(%4) : (tensor<1xi32>) -> %4
    %6 = flow.tensor.transfer %5 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %3, %6 : tensor<1xi32>, tensor<1xi32>
  }
}

