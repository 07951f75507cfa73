module {
  util.global private mutable @global_a {stream.affinity = #hal.device.promise<@dev_a>} = dense<123> : tensor<1xi32>
  util.func private @step(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    %global_a = util.global.load @global_a : tensor<1xi32>
    %0 = flow.tensor.transfer %arg0 : tensor<2xi32> to #hal.device.promise<@dev_b>
    %1:2 = flow.dispatch @dispatch(%global_a, %0) {stream.affinity = #hal.device.promise<@dev_b>} : (tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<2xi32>)
    util.global.store %1#0, @global_a : tensor<1xi32>
    util.return %1#1 : tensor<2xi32>
  }
}

