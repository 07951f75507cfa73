module {
  util.func private @passthrough_caller() -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = util.call @passthrough_callee(%0) : (tensor<1xi32>) -> tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
  util.func private @passthrough_callee(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    util.return %arg0 : tensor<1xi32>
  }
}

