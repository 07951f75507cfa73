module {
  util.func private @consumer_multi_placement_caller() -> (tensor<1xi32>, tensor<1xi32>) {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = util.call @consumer_multi_placement_callee(%0) : (tensor<1xi32>) -> tensor<1xi32>
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %3 = util.call @consumer_multi_placement_callee(%0) : (tensor<1xi32>) -> tensor<1xi32>
    %4 = flow.tensor.transfer %3 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %2, %4 : tensor<1xi32>, tensor<1xi32>
  }
  util.func private @consumer_multi_placement_callee(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = flow.tensor.transfer %arg0 : tensor<1xi32> to #hal.device.promise<@dev_c>
    util.return %0 : tensor<1xi32>
  }
}

