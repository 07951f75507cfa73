
// CHECK-LABEL: @asyncParameterWriteNoScope
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SIZE:.+]]: index, %[[KEY:.+]]: !util.buffer)
util.func private @asyncParameterWriteNoScope(%source: !stream.resource<transient>, %size: index, %key: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[SOURCE_OFFSET:.+]] = arith.constant 320
  %source_offset = arith.constant 320 : index
  // CHECK-DAG: %[[SOURCE_END:.+]] = arith.constant 704
  %source_end = arith.constant 704 : index
  // CHECK-DAG: %[[LENGTH:.+]] = arith.constant 384
  %length = arith.constant 384 : index
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 8192
  %param_offset = arith.constant 8192 : i64
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.write %[[SOURCE]][%[[SOURCE_OFFSET]] to %[[SOURCE_END]] for %[[LENGTH]]] -> %[[KEY]][%[[PARAM_OFFSET]]] : !stream.resource<transient>{%[[SIZE]]} => !stream.timepoint
  %result, %result_ready = stream.async.parameter.write %source[%source_offset to %source_end for %length] -> %key[%param_offset] : !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

