module {
  util.func private @splatLikeDispatchOp() -> (tensor<1xi32>, tensor<1xi32>) {
    %c123_i32 = arith.constant 123 : i32
    %0 = flow.dispatch @some::@splat_like(%c123_i32) : (i32) -> tensor<1xi32>
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %2 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %1, %2 : tensor<1xi32>, tensor<1xi32>
  }
}

