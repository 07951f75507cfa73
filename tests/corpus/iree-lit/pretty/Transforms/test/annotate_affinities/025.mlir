module {
  util.func private @select_constants_consumed(%arg0: i1) -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = flow.tensor.constant dense<456> : tensor<1xi32>
    %2 = arith.select %arg0, %0, %1 : tensor<1xi32>
    %3 = flow.tensor.transfer %2 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %3 : tensor<1xi32>
  }
}

