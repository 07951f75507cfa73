module {
  util.func private @scf_for_boundary_transfer() -> (tensor<1xi32>, tensor<1xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    %1:2 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %0, %arg2 = %0) -> (tensor<1xi32>, tensor<1xi32>) {
      %4 = flow.tensor.transfer %arg1 : tensor<1xi32> to #hal.device.promise<@dev_a>
      %5 = flow.dispatch @dispatch(%4) : (tensor<1xi32>) -> tensor<1xi32>
      scf.yield %5, %arg2 : tensor<1xi32>, tensor<1xi32>
    }
    %2 = flow.tensor.transfer %1#0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    %3 = flow.tensor.transfer %1#1 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %2, %3 : tensor<1xi32>, tensor<1xi32>
  }
}

