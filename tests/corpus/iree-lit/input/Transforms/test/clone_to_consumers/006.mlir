
// Tests that a dispatch with multiple results is cloned even if some results
// are not used on all devices - they'll end up unused and that's (probably) ok.
// At this level of the stack there's not much we can do to elide the unneeded
// results. We should only produce one clone per affinity instead of one per use
// but the analysis required is expensive.

// CHECK-LABEL: @uniformMultiResultDispatchOp
util.func private @uniformMultiResultDispatchOp() -> (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) {
  %dispatch_value = arith.constant 123 : i32
  //      CHECK: %[[DISPATCH_A:.+]]:2 = flow.dispatch
  %dispatch:2 = flow.dispatch @some::@multi_splat_like(%dispatch_value) : (i32) -> (tensor<1xi32>, tensor<1xi32>)
  // CHECK-NEXT: %[[TRANSFER0_A:.+]] = flow.tensor.transfer %[[DISPATCH_A]]#0
  %transfer0_a = flow.tensor.transfer %dispatch#0 : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK-NEXT: %[[DISPATCH0_B:.+]]:2 = flow.dispatch
  // CHECK-NEXT: %[[TRANSFER0_B:.+]] = flow.tensor.transfer %[[DISPATCH0_B]]#0
  %transfer0_b = flow.tensor.transfer %dispatch#0 : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK-NEXT: %[[DISPATCH1_B:.+]]:2 = flow.dispatch
  // CHECK-NEXT: %[[TRANSFER1_B:.+]] = flow.tensor.transfer %[[DISPATCH1_B]]#1
  %transfer1_b = flow.tensor.transfer %dispatch#1 : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK-NEXT: util.return %[[TRANSFER0_A]], %[[TRANSFER0_B]], %[[TRANSFER1_B]]
  util.return %transfer0_a, %transfer0_b, %transfer1_b : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>
}

