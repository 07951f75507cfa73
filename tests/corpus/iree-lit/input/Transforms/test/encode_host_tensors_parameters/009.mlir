
// Verifies dynamic dimension with sub-byte type: tensor<?xi4>{%dim} should
// produce ceildivui(dim, 2) bytes. i4 elements are sub-byte packed (2 per
// byte), and ceildivui handles odd element counts correctly.

// CHECK-LABEL: @tensorParameterLoadI4Dynamic
// CHECK-SAME: (%[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64, %[[DIM:.+]]: index, %{{.+}}: index)
util.func public @tensorParameterLoadI4Dynamic(%key: !util.buffer, %offset: i64, %dim: index, %size: index) -> !stream.resource<*> {
  // CHECK-DAG: %[[TWO:.+]] = arith.constant 2 : index
  // CHECK: %[[PACKED:.+]] = arith.ceildivui %[[DIM]], %[[TWO]] : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.load %[[KEY]][%[[OFFSET]]] : !stream.resource<*>{%[[PACKED]]} => !stream.timepoint
  %result = stream.tensor.parameter.load %key[%offset] : tensor<?xi4>{%dim} in !stream.resource<*>{%size}
  util.return %result : !stream.resource<*>
}
