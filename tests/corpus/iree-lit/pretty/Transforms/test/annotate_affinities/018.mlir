module {
  util.func private @consume_multi_affinities() -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_b>} dense<456> : tensor<1xi32>
    %2 = flow.dispatch @dispatch(%0, %1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    util.return %2 : tensor<1xi32>
  }
}

