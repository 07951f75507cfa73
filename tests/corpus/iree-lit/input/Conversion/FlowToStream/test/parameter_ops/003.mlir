
// CHECK-LABEL: @parameterLoadDynamic
// CHECK-SAME: (%[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64, %[[DIM:.+]]: index)
util.func public @parameterLoadDynamic(%key: !util.buffer, %offset: i64, %dim: index) -> tensor<?x8xf32> {
  // CHECK-DAG: %[[SIZE:.+]] = stream.tensor.sizeof tensor<?x8xf32>{%[[DIM]]} : index
  // CHECK: %[[RESULT:.+]] = stream.tensor.parameter.load %[[KEY]][%[[OFFSET]]] : tensor<?x8xf32>{%[[DIM]]} in !stream.resource<*>{%[[SIZE]]}
  %result = flow.parameter.load %key[%offset] : tensor<?x8xf32>{%dim}
  // CHECK: util.return %[[RESULT]], %[[SIZE]]
  util.return %result : tensor<?x8xf32>
}

