
// CHECK-LABEL: @FoldParameterGatherTargetSubview
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[TARGET:.+]]: !stream.resource<transient>, %[[OFFSET:.+]]: index, %[[LENGTH:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @FoldParameterGatherTargetSubview(%wait: !stream.timepoint, %target: !stream.resource<transient>, %offset: index, %length: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> !stream.timepoint {
  %param_offset0 = arith.constant 50 : i64
  %param_offset1 = arith.constant 51 : i64
  %target_offset0 = arith.constant 100 : index
  %target_offset1 = arith.constant 101 : index
  %transfer_length0 = arith.constant 200 : index
  %transfer_length1 = arith.constant 201 : index
  %resource_size = arith.constant 300 : index
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 51 : i64
  // CHECK-DAG: %[[TARGET_OFFSET0:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[TARGET_OFFSET1:.+]] = arith.constant 101 : index
  // CHECK-DAG: %[[TRANSFER_LENGTH0:.+]] = arith.constant 200 : index
  // CHECK-DAG: %[[TRANSFER_LENGTH1:.+]] = arith.constant 201 : index
  // CHECK-DAG: %[[FOLDED_OFFSET0:.+]] = arith.addi %[[OFFSET]], %[[TARGET_OFFSET0]]
  // CHECK-DAG: %[[FOLDED_OFFSET1:.+]] = arith.addi %[[OFFSET]], %[[TARGET_OFFSET1]]
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %target[%offset] : !stream.resource<transient>{%length} -> !stream.resource<transient>{%resource_size}
  // CHECK: %{{.+}} = stream.cmd.parameter.gather await(%[[WAIT]]) => {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]] -> %[[TARGET]][%[[FOLDED_OFFSET0]] for %[[TRANSFER_LENGTH0]]] : !stream.resource<transient>{%[[LENGTH]]},
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]] -> %[[TARGET]][%[[FOLDED_OFFSET1]] for %[[TRANSFER_LENGTH1]]] : !stream.resource<transient>{%[[LENGTH]]}
  // CHECK-NEXT: } => !stream.timepoint
  %timepoint = stream.cmd.parameter.gather await(%wait) => {
    %scope::%key0[%param_offset0] -> %subview[%target_offset0 for %transfer_length0] : !stream.resource<transient>{%resource_size},
    %scope::%key1[%param_offset1] -> %subview[%target_offset1 for %transfer_length1] : !stream.resource<transient>{%resource_size}
  } => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}

