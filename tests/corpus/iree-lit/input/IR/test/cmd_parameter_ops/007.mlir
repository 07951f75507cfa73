
// CHECK-LABEL: @parameterGatherNoScope
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[TARGET:.+]]: !stream.resource<transient>, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @parameterGatherNoScope(%wait: !stream.timepoint, %target: !stream.resource<transient>, %key0: !util.buffer, %key1: !util.buffer) -> !stream.timepoint {
  %param_offset0 = arith.constant 50 : i64
  %param_offset1 = arith.constant 51 : i64
  %target_offset0 = arith.constant 100 : index
  %target_offset1 = arith.constant 101 : index
  %length0 = arith.constant 200 : index
  %length1 = arith.constant 201 : index
  %target_size = arith.constant 300 : index
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 51 : i64
  // CHECK-DAG: %[[TARGET_OFFSET0:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[TARGET_OFFSET1:.+]] = arith.constant 101 : index
  // CHECK-DAG: %[[LENGTH0:.+]] = arith.constant 200 : index
  // CHECK-DAG: %[[LENGTH1:.+]] = arith.constant 201 : index
  // CHECK-DAG: %[[TARGET_SIZE:.+]] = arith.constant 300 : index
  // CHECK:    = stream.cmd.parameter.gather await(%[[WAIT]]) => {
  // CHECK-NEXT:   %[[KEY0]][%[[PARAM_OFFSET0]]] -> %[[TARGET]][%[[TARGET_OFFSET0]] for %[[LENGTH0]]] : !stream.resource<transient>{%[[TARGET_SIZE]]},
  // CHECK-NEXT:   %[[KEY1]][%[[PARAM_OFFSET1]]] -> %[[TARGET]][%[[TARGET_OFFSET1]] for %[[LENGTH1]]] : !stream.resource<transient>{%[[TARGET_SIZE]]}
  // CHECK-NEXT: } => !stream.timepoint
  %timepoint = stream.cmd.parameter.gather await(%wait) => {
    %key0[%param_offset0] -> %target[%target_offset0 for %length0] : !stream.resource<transient>{%target_size},
    %key1[%param_offset1] -> %target[%target_offset1 for %length1] : !stream.resource<transient>{%target_size}
  } => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}

