
// CHECK-LABEL: @tensorParameterLoadWithScope
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func public @tensorParameterLoadWithScope(%scope: !util.buffer, %key: !util.buffer, %offset: i64) -> !stream.resource<*> {
  %c128 = arith.constant 128 : index
  // CHECK-DAG: %[[SIZE:.+]] = arith.constant 128 : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[OFFSET]]] : !stream.resource<*>{%[[SIZE]]} => !stream.timepoint
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<*>{%[[SIZE]]}
  %result = stream.tensor.parameter.load %scope::%key[%offset] : tensor<4x8xf32> in !stream.resource<*>{%c128}
  // CHECK: util.return %[[AWAITED]]
  util.return %result : !stream.resource<*>
}

