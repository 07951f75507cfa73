
// Verifies that sub-byte element types are properly aligned to byte boundaries
// during encoding. tensor<32xi4> should produce a 16-byte resource (32 * 4 bits
// = 128 bits = 16 bytes), not the 32 bytes that would result from treating i4
// as a full byte.

// CHECK-LABEL: @tensorParameterLoadI4
// CHECK-SAME: (%[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func public @tensorParameterLoadI4(%key: !util.buffer, %offset: i64) -> !stream.resource<*> {
  %c32 = arith.constant 32 : index
  // CHECK-DAG: %[[SIZE:.+]] = arith.constant 16 : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.load %[[KEY]][%[[OFFSET]]] : !stream.resource<*>{%[[SIZE]]} => !stream.timepoint
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<*>{%[[SIZE]]}
  %result = stream.tensor.parameter.load %key[%offset] : tensor<32xi4> in !stream.resource<*>{%c32}
  // CHECK: util.return %[[AWAITED]]
  util.return %result : !stream.resource<*>
}

