module {
  util.global private mutable @global_b : tensor<1xi32>
  util.func private @producer_fn() {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    util.global.store %0, @global_b : tensor<1xi32>
    util.return
  }
  util.func private @consumer_fn() -> tensor<1xi32> {
    %global_b = util.global.load @global_b : tensor<1xi32>
    %0 = flow.tensor.transfer %global_b : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %0 : tensor<1xi32>
  }
}

