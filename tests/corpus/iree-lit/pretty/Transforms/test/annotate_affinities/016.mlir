module {
  util.func private @transfer_execution_affinity() -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    %2 = flow.dispatch @dispatch(%1) : (tensor<1xi32>) -> tensor<1xi32>
    util.return %2 : tensor<1xi32>
  }
}

