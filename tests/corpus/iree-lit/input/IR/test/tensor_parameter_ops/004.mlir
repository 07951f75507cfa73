
// CHECK-LABEL: @tensorParameterWrite
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<*>, %[[SIZE:.+]]: index, %[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func private @tensorParameterWrite(%source: !stream.resource<*>, %size: index, %key: !util.buffer, %offset: i64) -> !stream.resource<*> {
  // CHECK: %[[RESULT:.+]] = stream.tensor.parameter.write %[[SOURCE]] -> %[[KEY]][%[[OFFSET]]] : tensor<4x8xf32> in !stream.resource<*>{%[[SIZE]]}
  %result = stream.tensor.parameter.write %source -> %key[%offset] : tensor<4x8xf32> in !stream.resource<*>{%size}
  util.return %result : !stream.resource<*>
}

