
// CHECK-LABEL: @parameterWrite
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<*>, %[[SOURCE_SIZE:.+]]: index, %[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func public @parameterWrite(%source: tensor<4x8xf32>, %key: !util.buffer, %offset: i64) -> tensor<4x8xf32> {
  // CHECK: %[[RESULT:.+]] = stream.tensor.parameter.write %[[SOURCE]] -> %[[KEY]][%[[OFFSET]]] : tensor<4x8xf32> in !stream.resource<*>{%[[SOURCE_SIZE]]}
  %result = flow.parameter.write %source -> %key[%offset] : tensor<4x8xf32>
  // CHECK: util.return %[[RESULT]], %[[SOURCE_SIZE]]
  util.return %result : tensor<4x8xf32>
}

