
// CHECK-LABEL: @parameterGather
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[TARGET:.+]]: !stream.resource<transient>, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @parameterGather(%wait: !stream.timepoint, %target: !stream.resource<transient>, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> !stream.timepoint {
  %param_offset0 = arith.constant 50 : i64
  %param_offset1 = arith.constant 51 : i64
  %param_offset2 = arith.constant 52 : i64
  %target_offset0 = arith.constant 100 : index
  %target_offset1 = arith.constant 101 : index
  %target_offset2 = arith.constant 102 : index
  %length0 = arith.constant 200 : index
  %length1 = arith.constant 201 : index
  %length2 = arith.constant 202 : index
  %target_size = arith.constant 300 : index
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 51 : i64
  // CHECK-DAG: %[[PARAM_OFFSET2:.+]] = arith.constant 52 : i64
  // CHECK-DAG: %[[TARGET_OFFSET0:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[TARGET_OFFSET1:.+]] = arith.constant 101 : index
  // CHECK-DAG: %[[TARGET_OFFSET2:.+]] = arith.constant 102 : index
  // CHECK-DAG: %[[LENGTH0:.+]] = arith.constant 200 : index
  // CHECK-DAG: %[[LENGTH1:.+]] = arith.constant 201 : index
  // CHECK-DAG: %[[LENGTH2:.+]] = arith.constant 202 : index
  // CHECK-DAG: %[[TARGET_SIZE:.+]] = arith.constant 300 : index
  // CHECK:    = stream.cmd.parameter.gather await(%[[WAIT]]) => {
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]] -> %[[TARGET]][%[[TARGET_OFFSET0]] for %[[LENGTH0]]] : !stream.resource<transient>{%[[TARGET_SIZE]]},
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]] -> %[[TARGET]][%[[TARGET_OFFSET1]] for %[[LENGTH1]]] : !stream.resource<transient>{%[[TARGET_SIZE]]},
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY2]][%[[PARAM_OFFSET2]]] -> %[[TARGET]][%[[TARGET_OFFSET2]] for %[[LENGTH2]]] : !stream.resource<transient>{%[[TARGET_SIZE]]}
  // CHECK-NEXT: } => !stream.timepoint
  %timepoint = stream.cmd.parameter.gather await(%wait) => {
    %scope::%key0[%param_offset0] -> %target[%target_offset0 for %length0] : !stream.resource<transient>{%target_size},
    %scope::%key1[%param_offset1] -> %target[%target_offset1 for %length1] : !stream.resource<transient>{%target_size},
    %scope::%key2[%param_offset2] -> %target[%target_offset2 for %length2] : !stream.resource<transient>{%target_size}
  } => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}

