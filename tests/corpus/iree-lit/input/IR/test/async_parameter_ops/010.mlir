
// CHECK-LABEL: @asyncParameterWriteWithAffinity
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @asyncParameterWriteWithAffinity(%source: !stream.resource<transient>, %size: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[SOURCE_OFFSET:.+]] = arith.constant 448
  %source_offset = arith.constant 448 : index
  // CHECK-DAG: %[[SOURCE_END:.+]] = arith.constant 1344
  %source_end = arith.constant 1344 : index
  // CHECK-DAG: %[[LENGTH:.+]] = arith.constant 896
  %length = arith.constant 896 : index
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 16384
  %param_offset = arith.constant 16384 : i64
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.write on(#hal.device.affinity<@device>) %[[SOURCE]][%[[SOURCE_OFFSET]] to %[[SOURCE_END]] for %[[LENGTH]]] -> %[[SCOPE]]::%[[KEY]][%[[PARAM_OFFSET]]] : !stream.resource<transient>{%[[SIZE]]} => !stream.timepoint
  %result, %result_ready = stream.async.parameter.write on(#hal.device.affinity<@device>) %source[%source_offset to %source_end for %length] -> %scope::%key[%param_offset] : !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

