
// CHECK-LABEL: @parameterWriteWithScope
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<*>, %[[SOURCE_SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func public @parameterWriteWithScope(%source: tensor<4x8xf32>, %scope: !util.buffer, %key: !util.buffer, %offset: i64) -> tensor<4x8xf32> {
  // CHECK: %[[RESULT:.+]] = stream.tensor.parameter.write %[[SOURCE]] -> %[[SCOPE]]::%[[KEY]][%[[OFFSET]]] : tensor<4x8xf32> in !stream.resource<*>{%[[SOURCE_SIZE]]}
  %result = flow.parameter.write %source -> %scope::%key[%offset] : tensor<4x8xf32>
  // CHECK: util.return %[[RESULT]], %[[SOURCE_SIZE]]
  util.return %result : tensor<4x8xf32>
}
