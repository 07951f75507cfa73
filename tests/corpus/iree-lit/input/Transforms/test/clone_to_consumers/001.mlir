// RUN: iree-opt --split-input-file --iree-stream-clone-to-consumers %s | FileCheck %s

// Tests that splats (which are cloneable ops) are cloned for every user.

// CHECK-LABEL: @splatOp
util.func private @splatOp() -> (tensor<1xi32>, tensor<1xi32>) {
  %splat_value = arith.constant 123 : i32
  //      CHECK: %[[SPLAT_A:.+]] = flow.tensor.splat
  %splat = flow.tensor.splat %splat_value : tensor<1xi32>
  // CHECK-NEXT: %[[TRANSFER_A:.+]] = flow.tensor.transfer %[[SPLAT_A]]
  %transfer_a = flow.tensor.transfer %splat : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK-NEXT: %[[SPLAT_B:.+]] = flow.tensor.splat
  // CHECK-NEXT: %[[TRANSFER_B:.+]] = flow.tensor.transfer %[[SPLAT_B]]
  %transfer_b = flow.tensor.transfer %splat : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK-NEXT: util.return %[[TRANSFER_A]], %[[TRANSFER_B]]
  util.return %transfer_a, %transfer_b : tensor<1xi32>, tensor<1xi32>
}

