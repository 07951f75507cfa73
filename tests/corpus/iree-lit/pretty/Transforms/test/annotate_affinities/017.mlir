module {
  util.func private @explicit_execution_affinity() -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = flow.dispatch @dispatch(%0) {stream.affinity = #hal.device.promise<@dev_b>} : (tensor<1xi32>) -> tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
}

