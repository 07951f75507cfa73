
// CHECK-LABEL: @tensorParameterWriteDynamic
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<*>, %[[SIZE:.+]]: index, %[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64, %[[DIM:.+]]: index)
util.func private @tensorParameterWriteDynamic(%source: !stream.resource<*>, %size: index, %key: !util.buffer, %offset: i64, %dim: index) -> !stream.resource<*> {
  // CHECK: %[[RESULT:.+]] = stream.tensor.parameter.write %[[SOURCE]] -> %[[KEY]][%[[OFFSET]]] : tensor<?x8xf32>{%[[DIM]]} in !stream.resource<*>{%[[SIZE]]}
  %result = stream.tensor.parameter.write %source -> %key[%offset] : tensor<?x8xf32>{%dim} in !stream.resource<*>{%size}
  util.return %result : !stream.resource<*>
}
