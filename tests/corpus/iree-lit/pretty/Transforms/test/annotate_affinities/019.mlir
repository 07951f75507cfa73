module {
  util.global private @consumed_global_a : tensor<1xi32>
  util.func private @consumer_fn() -> tensor<1xi32> {
    %consumed_global_a = util.global.load @consumed_global_a : tensor<1xi32>
    %0 = flow.tensor.transfer %consumed_global_a : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %0 : tensor<1xi32>
  }
}

