
// Tests that pure ops (here arith.select) also get cloned. Note that we clone
// the entire use-def chain up to the root splat.

// CHECK-LABEL: @selectOp
util.func private @selectOp(%cond: i1) -> (tensor<1xi32>, tensor<1xi32>) {
  // CHECK-DAG: %[[SPLAT0_VALUE:.+]] = arith.constant 123
  %splat0_value = arith.constant 123 : i32
  // CHECK-DAG: %[[SPLAT1_VALUE:.+]] = arith.constant 456
  %splat1_value = arith.constant 456 : i32
  // CHECK-DAG: %[[SPLAT0_A:.+]] = flow.tensor.splat %[[SPLAT0_VALUE]]
  %splat0 = flow.tensor.splat %splat0_value : tensor<1xi32>
  // CHECK-DAG: %[[SPLAT1_A:.+]] = flow.tensor.splat %[[SPLAT1_VALUE]]
  %splat1 = flow.tensor.splat %splat1_value : tensor<1xi32>
  // CHECK-DAG: %[[SELECT_A:.+]] = arith.select {{.+}}, %[[SPLAT0_A]], %[[SPLAT1_A]]
  %select = arith.select %cond, %splat0, %splat1 : tensor<1xi32>
  // CHECK-NEXT: %[[TRANSFER_A:.+]] = flow.tensor.transfer %[[SELECT_A]]
  %transfer_a = flow.tensor.transfer %select : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK-DAG: %[[SPLAT0_B:.+]] = flow.tensor.splat %[[SPLAT0_VALUE]]
  // CHECK-DAG: %[[SPLAT1_B:.+]] = flow.tensor.splat %[[SPLAT1_VALUE]]
  // CHECK-DAG: %[[SELECT_B:.+]] = arith.select {{.+}}, %[[SPLAT0_B]], %[[SPLAT1_B]]
  // CHECK-NEXT: %[[TRANSFER_B:.+]] = flow.tensor.transfer %[[SELECT_B]]
  %transfer_b = flow.tensor.transfer %select : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK-NEXT: util.return %[[TRANSFER_A]], %[[TRANSFER_B]]
  util.return %transfer_a, %transfer_b : tensor<1xi32>, tensor<1xi32>
}

