// RUN: iree-opt --split-input-file --iree-stream-conversion %s | FileCheck %s

// CHECK-LABEL: @parameterLoad
// CHECK-SAME: (%[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func public @parameterLoad(%key: !util.buffer, %offset: i64) -> tensor<4x8xf32> {
  // CHECK-DAG: %[[SIZE:.+]] = stream.tensor.sizeof tensor<4x8xf32> : index
  // CHECK: %[[RESULT:.+]] = stream.tensor.parameter.load %[[KEY]][%[[OFFSET]]] : tensor<4x8xf32> in !stream.resource<*>{%[[SIZE]]}
  %result = flow.parameter.load %key[%offset] : tensor<4x8xf32>
  // CHECK: util.return %[[RESULT]], %[[SIZE]]
  util.return %result : tensor<4x8xf32>
}

