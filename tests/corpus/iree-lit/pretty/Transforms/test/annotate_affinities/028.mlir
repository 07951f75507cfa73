module {
  util.func private @consumer_placement_caller() -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = util.call @consumer_placement_callee(%0) : (tensor<1xi32>) -> tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
  util.func private @consumer_placement_callee(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = flow.tensor.transfer %arg0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %0 : tensor<1xi32>
  }
}

