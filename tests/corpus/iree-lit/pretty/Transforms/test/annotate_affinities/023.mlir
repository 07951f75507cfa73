module {
  util.global private @global_a {stream.affinity = #hal.device.promise<@dev_a>} : tensor<1xi32>
  util.global private @global_b {stream.affinity = #hal.device.promise<@dev_b>} : tensor<1xi32>
  util.func private @consumer_fn() -> tensor<1xi32> {
    %global_a = util.global.load @global_a : tensor<1xi32>
    %global_b = util.global.load @global_b : tensor<1xi32>
    %0 = flow.dispatch @dispatch(%global_a, %global_b) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    util.return %0 : tensor<1xi32>
  }
}

