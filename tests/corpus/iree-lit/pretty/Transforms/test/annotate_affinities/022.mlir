module {
  util.global private mutable @global_a : tensor<1xi32>
  util.func private @producer_fn() {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    util.global.store %0, @global_a : tensor<1xi32>
    util.return
  }
}

