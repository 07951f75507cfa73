module {
  util.func private @pinnedSplatOp() -> (tensor<1xi32>, tensor<1xi32>) {
    %c123_i32 = arith.constant 123 : i32
    %0 = flow.tensor.splat %c123_i32 : tensor<1xi32> attributes {stream.affinity = #hal.device.promise<@dev_a>}
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %2 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %1, %2 : tensor<1xi32>, tensor<1xi32>
  }
}

