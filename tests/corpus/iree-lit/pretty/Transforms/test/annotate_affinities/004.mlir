module {
  util.func private @splat_op() -> tensor<1xi32> {
    %c123_i32 = arith.constant 123 : i32
    %0 = flow.tensor.splat %c123_i32 : tensor<1xi32>
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %1 : tensor<1xi32>
  }
}

