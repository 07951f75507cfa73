
// Tests that a cloneable op with an explicit affinity assigned is not cloned.
// This allows users to avoid the clones when they know they want a transfer.

// CHECK-LABEL: @pinnedSplatOp
util.func private @pinnedSplatOp() -> (tensor<1xi32>, tensor<1xi32>) {
  %splat_value = arith.constant 123 : i32
  //      CHECK: %[[SPLAT_A:.+]] = flow.tensor.splat
  %splat_a = flow.tensor.splat %splat_value : tensor<1xi32> attributes {stream.affinity = #hal.device.promise<@dev_a>}
  // CHECK-NEXT: %[[TRANSFER_A:.+]] = flow.tensor.transfer %[[SPLAT_A]]
  %transfer_a = flow.tensor.transfer %splat_a : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK-NEXT: %[[TRANSFER_B:.+]] = flow.tensor.transfer %[[SPLAT_A]]
  %transfer_b = flow.tensor.transfer %splat_a : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK-NEXT: util.return %[[TRANSFER_A]], %[[TRANSFER_B]]
  util.return %transfer_a, %transfer_b : tensor<1xi32>, tensor<1xi32>
}

