module {
  util.func private @multipleUses() -> (tensor<1xi32>, tensor<1xi32>) {
    %c123_i32 = arith.constant 123 : i32
    %0 = flow.tensor.splat %c123_i32 : tensor<1xi32>
    %1 = flow.dispatch @ex::@a(%0, %0) {stream.affinity = #hal.device.promise<@dev_a>} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %3 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %2, %3 : tensor<1xi32>, tensor<1xi32>
  }
}

