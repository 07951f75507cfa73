
// Verifies i1 alignment: tensor<16xi1> produces 16 bytes because i1 elements
// are promoted to i8 (i1 is not sub-byte packed without an explicit packed
// storage attribute), so each element occupies a full byte.

// CHECK-LABEL: @tensorParameterLoadI1
// CHECK-SAME: (%[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func public @tensorParameterLoadI1(%key: !util.buffer, %offset: i64) -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  // CHECK-DAG: %[[SIZE:.+]] = arith.constant 16 : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.load %[[KEY]][%[[OFFSET]]] : !stream.resource<*>{%[[SIZE]]} => !stream.timepoint
  %result = stream.tensor.parameter.load %key[%offset] : tensor<16xi1> in !stream.resource<*>{%c16}
  util.return %result : !stream.resource<*>
}

