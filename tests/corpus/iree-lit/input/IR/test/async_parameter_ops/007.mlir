
// CHECK-LABEL: @asyncParameterReadWithAffinity
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @asyncParameterReadWithAffinity(%target: !stream.resource<transient>, %size: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 2048
  %param_offset = arith.constant 2048 : i64
  // CHECK-DAG: %[[TARGET_OFFSET:.+]] = arith.constant 0
  %target_offset = arith.constant 0 : index
  // CHECK-DAG: %[[TARGET_END:.+]] = arith.constant 1024
  %target_end = arith.constant 1024 : index
  // CHECK-DAG: %[[LENGTH:.+]] = arith.constant 1024
  %length = arith.constant 1024 : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.read on(#hal.device.affinity<@device>) %[[SCOPE]]::%[[KEY]][%[[PARAM_OFFSET]]] -> %[[TARGET]][%[[TARGET_OFFSET]] to %[[TARGET_END]] for %[[LENGTH]]] : !stream.resource<transient>{%[[SIZE]]} => !stream.timepoint
  %result, %result_ready = stream.async.parameter.read on(#hal.device.affinity<@device>) %scope::%key[%param_offset] -> %target[%target_offset to %target_end for %length] : !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

