// RUN: iree-opt --split-input-file --iree-stream-conversion %s | FileCheck %s

// CHECK-LABEL: @tensorConstantStatic
util.func public @tensorConstantStatic() -> tensor<4x2xi32> {
  // CHECK-DAG: %[[CST:.+]] = stream.tensor.constant : tensor<4x2xi32> in !stream.resource<constant> = dense<2> : tensor<4x2xi32>
  // CHECK-DAG: %[[SIZE:.+]] = stream.resource.size %[[CST]] : !stream.resource<constant>
  // CHECK-DAG: %[[TRANSFER:.+]] = stream.async.transfer %[[CST]] : !stream.resource<constant>{%[[SIZE]]} -> !stream.resource<*>{%[[SIZE]]}
  %cst = flow.tensor.constant dense<2> : tensor<4x2xi32>
  // CHECK: util.return %[[TRANSFER]], %[[SIZE]]
  util.return %cst : tensor<4x2xi32>
}

