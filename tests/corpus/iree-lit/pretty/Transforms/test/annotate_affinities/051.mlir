module {
  util.func private @scf_while_return_second_loop_carried() -> tensor<1xi32> {
    %c0 = arith.constant 0 : index
    %c2_i32 = arith.constant 2 : i32
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = flow.tensor.constant dense<456> : tensor<1xi32>
    %2 = scf.while (%arg0 = %0, %arg1 = %1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32> {
      %4 = flow.tensor.load %arg0[%c0] : tensor<1xi32>
      %5 = arith.cmpi slt, %4, %c2_i32 : i32
      scf.condition(%5) %arg1 : tensor<1xi32>
    } do {
    ^bb0(%arg0: tensor<1xi32>):
      %4 = flow.dispatch @dispatch(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
      scf.yield %0, %4 : tensor<1xi32>, tensor<1xi32>
    }
    %3 = flow.tensor.transfer %2 : tensor<1xi32> to #hal.device.promise<@dev_c>
    util.return %3 : tensor<1xi32>
  }
}

