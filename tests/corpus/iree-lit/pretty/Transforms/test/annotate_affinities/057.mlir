module {
  util.func public @pinning_overrides_invalid(%arg0: tensor<128xi8>) -> tensor<128xi8> {
    %0 = flow.tensor.barrier %arg0 : tensor<128xi8> on #hal.device.promise<@device>
    %1 = flow.dispatch @ex::@entry(%0) : (tensor<128xi8>) -> tensor<128xi8>
    util.return %1 : tensor<128xi8>
  }
}

