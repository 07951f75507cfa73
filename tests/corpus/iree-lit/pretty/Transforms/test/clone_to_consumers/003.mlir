module {
  util.func private @selectOp(%arg0: i1) -> (tensor<1xi32>, tensor<1xi32>) {
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = flow.tensor.splat %c123_i32 : tensor<1xi32>
    %1 = flow.tensor.splat %c456_i32 : tensor<1xi32>
    %2 = arith.select %arg0, %0, %1 : tensor<1xi32>
    %3 = flow.tensor.transfer %2 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %4 = flow.tensor.transfer %2 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %3, %4 : tensor<1xi32>, tensor<1xi32>
  }
}

