module {
  util.func private @scf_for_body_transfer() -> tensor<1xi32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %0) -> (tensor<1xi32>) {
      %3 = flow.tensor.transfer %arg1 : tensor<1xi32> to #hal.device.promise<@dev_b>
      %4 = flow.dispatch @dispatch(%3) : (tensor<1xi32>) -> tensor<1xi32>
      scf.yield %4 : tensor<1xi32>
    }
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_c>
    util.return %2 : tensor<1xi32>
  }
}

