
// CHECK-LABEL: @asyncParameterGatherNoScope
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[SIZE:.+]]: index, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @asyncParameterGatherNoScope(%target: !stream.resource<transient>, %size: index, %key0: !util.buffer, %key1: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 6144
  %param_offset0 = arith.constant 6144 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 7168
  %param_offset1 = arith.constant 7168 : i64
  // CHECK-DAG: %[[TARGET_OFFSET0:.+]] = arith.constant 100
  %target_offset0 = arith.constant 100 : index
  // CHECK-DAG: %[[TARGET_OFFSET1:.+]] = arith.constant 400
  %target_offset1 = arith.constant 400 : index
  // CHECK-DAG: %[[TARGET_END0:.+]] = arith.constant 300
  %target_end0 = arith.constant 300 : index
  // CHECK-DAG: %[[TARGET_END1:.+]] = arith.constant 700
  %target_end1 = arith.constant 700 : index
  // CHECK-DAG: %[[LENGTH0:.+]] = arith.constant 200
  %length0 = arith.constant 200 : index
  // CHECK-DAG: %[[LENGTH1:.+]] = arith.constant 300
  %length1 = arith.constant 300 : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.gather {
  // CHECK-NEXT: %[[KEY0]][%[[PARAM_OFFSET0]]] -> %[[TARGET]][%[[TARGET_OFFSET0]] to %[[TARGET_END0]] for %[[LENGTH0]]] : !stream.resource<transient>{%[[SIZE]]},
  // CHECK-NEXT: %[[KEY1]][%[[PARAM_OFFSET1]]] -> %[[TARGET]][%[[TARGET_OFFSET1]] to %[[TARGET_END1]] for %[[LENGTH1]]] : !stream.resource<transient>{%[[SIZE]]}
  // CHECK-NEXT: } : !stream.resource<transient> => !stream.timepoint
  %result, %result_ready = stream.async.parameter.gather {
    %key0[%param_offset0] -> %target[%target_offset0 to %target_end0 for %length0] : !stream.resource<transient>{%size},
    %key1[%param_offset1] -> %target[%target_offset1 to %target_end1 for %length1] : !stream.resource<transient>{%size}
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

