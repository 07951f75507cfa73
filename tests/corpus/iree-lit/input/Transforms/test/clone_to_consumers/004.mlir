
// Tests that a dispatch that consumes nothing is cloned for every user.
// This is a special case where a dispatch is acting like a fancy splat that can
// arise when generating masks, random numbers, etc.

// CHECK-LABEL: @splatLikeDispatchOp
util.func private @splatLikeDispatchOp() -> (tensor<1xi32>, tensor<1xi32>) {
  %splat_value = arith.constant 123 : i32
  //      CHECK: %[[DISPATCH_A:.+]] = flow.dispatch
  %dispatch = flow.dispatch @some::@splat_like(%splat_value) : (i32) -> tensor<1xi32>
  // CHECK-NEXT: %[[TRANSFER_A:.+]] = flow.tensor.transfer %[[DISPATCH_A]]
  %transfer_a = flow.tensor.transfer %dispatch : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK-NEXT: %[[DISPATCH_B:.+]] = flow.dispatch
  // CHECK-NEXT: %[[TRANSFER_B:.+]] = flow.tensor.transfer %[[DISPATCH_B]]
  %transfer_b = flow.tensor.transfer %dispatch : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK-NEXT: util.return %[[TRANSFER_A]], %[[TRANSFER_B]]
  util.return %transfer_a, %transfer_b : tensor<1xi32>, tensor<1xi32>
}

