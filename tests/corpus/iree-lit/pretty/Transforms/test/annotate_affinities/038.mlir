module {
  util.func private @scf_if_capture_consumer(%arg0: i1) -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = scf.if %arg0 -> (tensor<1xi32>) {
      %2 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_a>
      scf.yield %2 : tensor<1xi32>
    } else {
      %2 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_b>
      scf.yield %2 : tensor<1xi32>
    }
    util.return %1 : tensor<1xi32>
  }
}

