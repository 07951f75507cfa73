module {
  util.func private @optimization_barrier_consumer() -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = util.optimization_barrier %0 : tensor<1xi32>
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %2 : tensor<1xi32>
  }
}

