module {
  util.func private @optimization_barrier_producer() -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = util.optimization_barrier %0 : tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
}

