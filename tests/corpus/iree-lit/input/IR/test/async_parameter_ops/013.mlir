
// CHECK-LABEL: @asyncParameterGatherWithAffinity
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @asyncParameterGatherWithAffinity(%target: !stream.resource<transient>, %size: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 12288
  %param_offset0 = arith.constant 12288 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 13312
  %param_offset1 = arith.constant 13312 : i64
  // CHECK-DAG: %[[TARGET_OFFSET0:.+]] = arith.constant 0
  %target_offset0 = arith.constant 0 : index
  // CHECK-DAG: %[[TARGET_OFFSET1:.+]] = arith.constant 512
  %target_offset1 = arith.constant 512 : index
  // CHECK-DAG: %[[TARGET_END0:.+]] = arith.constant 512
  %target_end0 = arith.constant 512 : index
  // CHECK-DAG: %[[TARGET_END1:.+]] = arith.constant 1024
  %target_end1 = arith.constant 1024 : index
  // CHECK-DAG: %[[LENGTH0:.+]] = arith.constant 512
  %length0 = arith.constant 512 : index
  // CHECK-DAG: %[[LENGTH1:.+]] = arith.constant 512
  %length1 = arith.constant 512 : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.gather on(#hal.device.affinity<@device>) {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]] -> %[[TARGET]][%[[TARGET_OFFSET0]] to %[[TARGET_END0]] for %[[LENGTH0]]] : !stream.resource<transient>{%[[SIZE]]},
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]] -> %[[TARGET]][%[[TARGET_OFFSET1]] to %[[TARGET_END1]] for %[[LENGTH1]]] : !stream.resource<transient>{%[[SIZE]]}
  // CHECK-NEXT: } : !stream.resource<transient> => !stream.timepoint
  %result, %result_ready = stream.async.parameter.gather on(#hal.device.affinity<@device>) {
    %scope::%key0[%param_offset0] -> %target[%target_offset0 to %target_end0 for %length0] : !stream.resource<transient>{%size},
    %scope::%key1[%param_offset1] -> %target[%target_offset1 to %target_end1 for %length1] : !stream.resource<transient>{%size}
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

