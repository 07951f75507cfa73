module {
  util.func private @select_caller(%arg0: tensor<1xi32>, %arg1: i1) -> tensor<1xi32> {
    %0 = flow.tensor.transfer %arg0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %1 = util.call @select_callee(%0, %arg1) : (tensor<1xi32>, i1) -> tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
  util.func private @select_callee(%arg0: tensor<1xi32>, %arg1: i1) -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_b>} dense<123> : tensor<1xi32>
    %1 = arith.select %arg1, %arg0, %0 : tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
}

