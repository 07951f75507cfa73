module {
  util.func private @scf_while_capture_producer_body() -> tensor<1xi32> {
    %c0 = arith.constant 0 : index
    %c2_i32 = arith.constant 2 : i32
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = scf.while (%arg0 = %0) : (tensor<1xi32>) -> tensor<1xi32> {
      %2 = flow.tensor.load %arg0[%c0] : tensor<1xi32>
      %3 = arith.cmpi slt, %2, %c2_i32 : i32
      scf.condition(%3) %arg0 : tensor<1xi32>
    } do {
    ^bb0(%arg0: tensor<1xi32>):
      %2 = flow.dispatch @dispatch(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
      scf.yield %2 : tensor<1xi32>
    }
    util.return %1 : tensor<1xi32>
  }
}

