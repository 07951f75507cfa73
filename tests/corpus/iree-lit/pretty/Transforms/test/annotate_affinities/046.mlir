module {
  util.func private @scf_while_consumer_result_transfer() -> tensor<1xi32> {
    %c0 = arith.constant 0 : index
    %c2_i32 = arith.constant 2 : i32
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1 = scf.while (%arg0 = %0) : (tensor<1xi32>) -> tensor<1xi32> {
      %3 = flow.tensor.load %arg0[%c0] : tensor<1xi32>
      %4 = arith.cmpi slt, %3, %c2_i32 : i32
      scf.condition(%4) %arg0 : tensor<1xi32>
    } do {
    ^bb0(%arg0: tensor<1xi32>):
      %3 = flow.dispatch @dispatch(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
      scf.yield %3 : tensor<1xi32>
    }
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %2 : tensor<1xi32>
  }
}

