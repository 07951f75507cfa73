
// CHECK-LABEL: @tensorParameterWriteDynamic
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<*>, %[[SIZE:.+]]: index, %[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64, %{{.+}}: index)
util.func public @tensorParameterWriteDynamic(%source: !stream.resource<*>, %size: index, %key: !util.buffer, %offset: i64, %dim: index) -> !stream.resource<*> {
  // CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.write %[[SOURCE]][%[[ZERO]] to %[[SIZE]] for %[[SIZE]]] -> %[[KEY]][%[[OFFSET]]] : !stream.resource<*>{%[[SIZE]]} => !stream.timepoint
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<*>{%[[SIZE]]}
  %result = stream.tensor.parameter.write %source -> %key[%offset] : tensor<?x8xf32>{%dim} in !stream.resource<*>{%size}
  // CHECK: util.return %[[AWAITED]]
  util.return %result : !stream.resource<*>
}

