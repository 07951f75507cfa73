module {
  util.func private @uniformMultiResultDispatchOp() -> (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) {
    %c123_i32 = arith.constant 123 : i32
    %0:2 = flow.dispatch @some::@multi_splat_like(%c123_i32) : (i32) -> (tensor<1xi32>, tensor<1xi32>)
    %1 = flow.tensor.transfer %0#0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %2 = flow.tensor.transfer %0#0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    %3 = flow.tensor.transfer %0#1 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %1, %2, %3 : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>
  }
}

