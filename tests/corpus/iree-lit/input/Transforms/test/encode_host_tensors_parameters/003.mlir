
// CHECK-LABEL: @tensorParameterLoadDynamic
// CHECK-SAME: (%[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64, %[[DIM:.+]]: index, %{{.+}}: index)
util.func public @tensorParameterLoadDynamic(%key: !util.buffer, %offset: i64, %dim: index, %size: index) -> !stream.resource<*> {
  // CHECK-DAG: %[[STATIC_SIZE:.+]] = arith.constant 32 : index
  // CHECK: %[[DYNAMIC_SIZE:.+]] = arith.muli %[[DIM]], %[[STATIC_SIZE]] : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.load %[[KEY]][%[[OFFSET]]] : !stream.resource<*>{%[[DYNAMIC_SIZE]]} => !stream.timepoint
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<*>{%[[DYNAMIC_SIZE]]}
  %result = stream.tensor.parameter.load %key[%offset] : tensor<?x8xf32>{%dim} in !stream.resource<*>{%size}
  // CHECK: util.return %[[AWAITED]]
  util.return %result : !stream.resource<*>
}

