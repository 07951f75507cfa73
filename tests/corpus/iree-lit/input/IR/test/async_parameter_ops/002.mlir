
// CHECK-LABEL: @asyncParameterLoadNoScope
// CHECK-SAME: (%[[SIZE:.+]]: index, %[[KEY:.+]]: !util.buffer)
util.func private @asyncParameterLoadNoScope(%size: index, %key: !util.buffer) -> !stream.resource<constant> {
  // CHECK: %[[OFFSET:.+]] = arith.constant 96
  %offset = arith.constant 96 : i64
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.load %[[KEY]][%[[OFFSET]]] : !stream.resource<constant>{%[[SIZE]]} => !stream.timepoint
  %result, %result_ready = stream.async.parameter.load %key[%offset] : !stream.resource<constant>{%size} => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<constant>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<constant>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<constant>
}

