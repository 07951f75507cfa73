
// CHECK-LABEL: @FoldAsyncParameterGatherTargetSubview
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[TARGET_SIZE:.+]]: index, %[[OFFSET:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @FoldAsyncParameterGatherTargetSubview(%target: !stream.resource<transient>, %target_size: index, %offset: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 50 : i64
  %param_offset0 = arith.constant 50 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 51 : i64
  %param_offset1 = arith.constant 51 : i64
  // CHECK-DAG: %[[RESOURCE_OFFSET0:.+]] = arith.constant 100 : index
  %resource_offset0 = arith.constant 100 : index
  // CHECK-DAG: %[[RESOURCE_OFFSET1:.+]] = arith.constant 101 : index
  %resource_offset1 = arith.constant 101 : index
  // CHECK-DAG: %[[RESOURCE_END0:.+]] = arith.constant 300 : index
  %resource_end0 = arith.constant 300 : index
  // CHECK-DAG: %[[RESOURCE_END1:.+]] = arith.constant 302 : index
  %resource_end1 = arith.constant 302 : index
  // CHECK-DAG: %[[TRANSFER_LENGTH0:.+]] = arith.constant 200 : index
  %transfer_length0 = arith.constant 200 : index
  // CHECK-DAG: %[[TRANSFER_LENGTH1:.+]] = arith.constant 201 : index
  %transfer_length1 = arith.constant 201 : index
  %subview_size = arith.constant 300 : index
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[OFFSET]] : index to i64
  // CHECK-DAG: %[[FOLDED_PARAM_OFFSET0:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET0]]
  // CHECK-DAG: %[[FOLDED_PARAM_OFFSET1:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET1]]
  // CHECK-DAG: %[[FOLDED_RESOURCE_OFFSET0:.+]] = arith.addi %[[OFFSET]], %[[RESOURCE_OFFSET0]]
  // CHECK-DAG: %[[FOLDED_RESOURCE_OFFSET1:.+]] = arith.addi %[[OFFSET]], %[[RESOURCE_OFFSET1]]
  // CHECK-DAG: %[[FOLDED_RESOURCE_END0:.+]] = arith.addi %[[OFFSET]], %[[RESOURCE_END0]]
  // CHECK-DAG: %[[FOLDED_RESOURCE_END1:.+]] = arith.addi %[[OFFSET]], %[[RESOURCE_END1]]
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %target[%offset] : !stream.resource<transient>{%target_size} -> !stream.resource<transient>{%subview_size}
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.gather {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY0]][%[[FOLDED_PARAM_OFFSET0]]] -> %[[TARGET]][%[[FOLDED_RESOURCE_OFFSET0]] to %[[FOLDED_RESOURCE_END0]] for %[[TRANSFER_LENGTH0]]] : !stream.resource<transient>{%[[TARGET_SIZE]]},
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY1]][%[[FOLDED_PARAM_OFFSET1]]] -> %[[TARGET]][%[[FOLDED_RESOURCE_OFFSET1]] to %[[FOLDED_RESOURCE_END1]] for %[[TRANSFER_LENGTH1]]] : !stream.resource<transient>{%[[TARGET_SIZE]]}
  // CHECK-NEXT: } : !stream.resource<transient> => !stream.timepoint
  %result, %result_ready = stream.async.parameter.gather {
    %scope::%key0[%param_offset0] -> %subview[%resource_offset0 to %resource_end0 for %transfer_length0] : !stream.resource<transient>{%subview_size},
    %scope::%key1[%param_offset1] -> %subview[%resource_offset1 to %resource_end1 for %transfer_length1] : !stream.resource<transient>{%subview_size}
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[TARGET_SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%target_size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

