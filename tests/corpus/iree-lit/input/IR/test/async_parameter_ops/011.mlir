
// CHECK-LABEL: @asyncParameterGather
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @asyncParameterGather(%target: !stream.resource<transient>, %size: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 512
  %param_offset0 = arith.constant 512 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 1536
  %param_offset1 = arith.constant 1536 : i64
  // CHECK-DAG: %[[PARAM_OFFSET2:.+]] = arith.constant 3072
  %param_offset2 = arith.constant 3072 : i64
  // CHECK-DAG: %[[TARGET_OFFSET0:.+]] = arith.constant 0
  %target_offset0 = arith.constant 0 : index
  // CHECK-DAG: %[[TARGET_OFFSET1:.+]] = arith.constant 256
  %target_offset1 = arith.constant 256 : index
  // CHECK-DAG: %[[TARGET_OFFSET2:.+]] = arith.constant 512
  %target_offset2 = arith.constant 512 : index
  // CHECK-DAG: %[[TARGET_END0:.+]] = arith.constant 128
  %target_end0 = arith.constant 128 : index
  // CHECK-DAG: %[[TARGET_END1:.+]] = arith.constant 512
  %target_end1 = arith.constant 512 : index
  // CHECK-DAG: %[[TARGET_END2:.+]] = arith.constant 704
  %target_end2 = arith.constant 704 : index
  // CHECK-DAG: %[[LENGTH0:.+]] = arith.constant 128
  %length0 = arith.constant 128 : index
  // CHECK-DAG: %[[LENGTH1:.+]] = arith.constant 256
  %length1 = arith.constant 256 : index
  // CHECK-DAG: %[[LENGTH2:.+]] = arith.constant 192
  %length2 = arith.constant 192 : index
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.gather {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]] -> %[[TARGET]][%[[TARGET_OFFSET0]] to %[[TARGET_END0]] for %[[LENGTH0]]] : !stream.resource<transient>{%[[SIZE]]},
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]] -> %[[TARGET]][%[[TARGET_OFFSET1]] to %[[TARGET_END1]] for %[[LENGTH1]]] : !stream.resource<transient>{%[[SIZE]]},
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY2]][%[[PARAM_OFFSET2]]] -> %[[TARGET]][%[[TARGET_OFFSET2]] to %[[TARGET_END2]] for %[[LENGTH2]]] : !stream.resource<transient>{%[[SIZE]]}
  // CHECK-NEXT: } : !stream.resource<transient> => !stream.timepoint
  %result, %result_ready = stream.async.parameter.gather {
    %scope::%key0[%param_offset0] -> %target[%target_offset0 to %target_end0 for %length0] : !stream.resource<transient>{%size},
    %scope::%key1[%param_offset1] -> %target[%target_offset1 to %target_end1 for %length1] : !stream.resource<transient>{%size},
    %scope::%key2[%param_offset2] -> %target[%target_offset2 to %target_end2 for %length2] : !stream.resource<transient>{%size}
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

