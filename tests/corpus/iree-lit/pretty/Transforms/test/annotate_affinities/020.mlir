module {
  util.global private @consumed_global_ab : tensor<1xi32>
  util.func private @consumer_fn_a() -> tensor<1xi32> {
    %consumed_global_ab = util.global.load @consumed_global_ab : tensor<1xi32>
    %0 = flow.tensor.transfer %consumed_global_ab : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %0 : tensor<1xi32>
  }
  util.func private @consumer_fn_b() -> tensor<1xi32> {
    %consumed_global_ab = util.global.load @consumed_global_ab : tensor<1xi32>
    %0 = flow.tensor.transfer %consumed_global_ab : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %0 : tensor<1xi32>
  }
}

