
// CHECK-LABEL: @tensorParameterLoadWithScope
// CHECK-SAME: (%[[SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func private @tensorParameterLoadWithScope(%size: index, %scope: !util.buffer, %key: !util.buffer, %offset: i64) -> !stream.resource<*> {
  // CHECK: %[[RESULT:.+]] = stream.tensor.parameter.load %[[SCOPE]]::%[[KEY]][%[[OFFSET]]] : tensor<4x8xf32> in !stream.resource<*>{%[[SIZE]]}
  %result = stream.tensor.parameter.load %scope::%key[%offset] : tensor<4x8xf32> in !stream.resource<*>{%size}
  util.return %result : !stream.resource<*>
}

