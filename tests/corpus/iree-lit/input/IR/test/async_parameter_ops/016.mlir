
// CHECK-LABEL: @asyncParameterScatterWithAffinity
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @asyncParameterScatterWithAffinity(%source: !stream.resource<transient>, %size: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[SOURCE_OFFSET0:.+]] = arith.constant 0
  %source_offset0 = arith.constant 0 : index
  // CHECK-DAG: %[[SOURCE_OFFSET1:.+]] = arith.constant 1024
  %source_offset1 = arith.constant 1024 : index
  // CHECK-DAG: %[[SOURCE_END0:.+]] = arith.constant 1024
  %source_end0 = arith.constant 1024 : index
  // CHECK-DAG: %[[SOURCE_END1:.+]] = arith.constant 2048
  %source_end1 = arith.constant 2048 : index
  // CHECK-DAG: %[[LENGTH0:.+]] = arith.constant 1024
  %length0 = arith.constant 1024 : index
  // CHECK-DAG: %[[LENGTH1:.+]] = arith.constant 1024
  %length1 = arith.constant 1024 : index
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 32768
  %param_offset0 = arith.constant 32768 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 34816
  %param_offset1 = arith.constant 34816 : i64
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.scatter on(#hal.device.affinity<@device>) {
  // CHECK-NEXT: %[[SOURCE]][%[[SOURCE_OFFSET0]] to %[[SOURCE_END0]] for %[[LENGTH0]]] : !stream.resource<transient>{%[[SIZE]]} -> %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]],
  // CHECK-NEXT: %[[SOURCE]][%[[SOURCE_OFFSET1]] to %[[SOURCE_END1]] for %[[LENGTH1]]] : !stream.resource<transient>{%[[SIZE]]} -> %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]]
  // CHECK-NEXT: } : !stream.resource<transient> => !stream.timepoint
  %result, %result_ready = stream.async.parameter.scatter on(#hal.device.affinity<@device>) {
    %source[%source_offset0 to %source_end0 for %length0] : !stream.resource<transient>{%size} -> %scope::%key0[%param_offset0],
    %source[%source_offset1 to %source_end1 for %length1] : !stream.resource<transient>{%size} -> %scope::%key1[%param_offset1]
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

