module {
  util.func private @reshapedDispatchOp() -> (tensor<1x4xi32>, tensor<1x4xi32>) {
    %c123_i32 = arith.constant 123 : i32
    %0 = flow.dispatch @some::@splat_like(%c123_i32) : (i32) -> tensor<4x1xi32>
    %1 = flow.tensor.reshape %0 : tensor<4x1xi32> -> tensor<1x4xi32>
    %2 = flow.tensor.transfer %1 : tensor<1x4xi32> to #hal.device.promise<@dev_a>
    %3 = flow.tensor.transfer %1 : tensor<1x4xi32> to #hal.device.promise<@dev_b>
    util.return %2, %3 : tensor<1x4xi32>, tensor<1x4xi32>
  }
}

