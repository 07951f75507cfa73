module {
  util.func private @tied_constant() -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = flow.dispatch @a(%0) : (tensor<1xi32>) -> %0
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %2 : tensor<1xi32>
  }
}

