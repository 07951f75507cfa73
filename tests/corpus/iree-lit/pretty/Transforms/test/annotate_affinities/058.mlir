module {
  util.func private @extern(%arg0: tensor<128xi8>) -> tensor<128xi8>
  util.func public @pinning_overrides_invalid_call() -> tensor<128xi8> {
    %0 = flow.tensor.constant dense<123> : tensor<128xi8>
    %1 = flow.tensor.barrier %0 : tensor<128xi8> on #hal.device.promise<@dev_a>
    %2 = util.call @extern(%1) : (tensor<128xi8>) -> tensor<128xi8>
    %3 = flow.tensor.barrier %2 : tensor<128xi8> on #hal.device.promise<@dev_b>
    util.return %3 : tensor<128xi8>
  }
}

