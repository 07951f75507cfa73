module {
  util.func private @constant_op() -> (tensor<1xi32>, tensor<1xi32>) {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %2 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %1, %2 : tensor<1xi32>, tensor<1xi32>
  }
}

