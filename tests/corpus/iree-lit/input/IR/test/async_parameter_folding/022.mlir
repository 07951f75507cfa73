
// CHECK-LABEL: @FoldAsyncParameterGatherTargetSubviewMultipleGathers
// CHECK-SAME: (%[[BASE:.+]]: !stream.resource<transient>, %[[BASE_SIZE:.+]]: index, %[[PARAM_OFFSET1:[a-zA-Z0-9]+]]: i64, %[[PARAM_OFFSET2:[a-zA-Z0-9]+]]: i64, %[[SUBVIEW_OFFSET:[a-zA-Z0-9]+]]: index, %[[SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[GATHER1_OFFSET:[a-zA-Z0-9]+]]: index, %[[GATHER1_END:[a-zA-Z0-9]+]]: index, %[[GATHER1_LENGTH:[a-zA-Z0-9]+]]: index, %[[GATHER2_OFFSET:[a-zA-Z0-9]+]]: index, %[[GATHER2_END:[a-zA-Z0-9]+]]: index, %[[GATHER2_LENGTH:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @FoldAsyncParameterGatherTargetSubviewMultipleGathers(%base: !stream.resource<transient>, %base_size: index, %param_offset1: i64, %param_offset2: i64, %subview_offset: index, %subview_size: index, %gather1_offset: index, %gather1_end: index, %gather1_length: index, %gather2_offset: index, %gather2_end: index, %gather2_length: index, %scope: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> (!stream.resource<transient>, !stream.resource<transient>) {
  // Subview used by multiple different gather operations. Both gathers can independently fold.
  // CHECK-NOT: stream.resource.subview
  // First gather's arithmetic.
  // CHECK-DAG: %[[OFFSET1_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM_OFFSET1:.+]] = arith.addi %[[PARAM_OFFSET1]], %[[OFFSET1_I64]]
  // CHECK-DAG: %[[ADJUSTED_GATHER1_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[GATHER1_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_GATHER1_END:.+]] = arith.addi %[[ADJUSTED_GATHER1_OFFSET]], %[[GATHER1_LENGTH]]
  // First gather operation.
  // CHECK: %[[RESULT1:.+]], %[[RESULT1_READY:.+]] = stream.async.parameter.gather {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY1]][%[[ADJUSTED_PARAM_OFFSET1]]] -> %[[BASE]][%[[ADJUSTED_GATHER1_OFFSET]] to %[[ADJUSTED_GATHER1_END]] for %[[GATHER1_LENGTH]]]
  %subview = stream.resource.subview %base[%subview_offset] : !stream.resource<transient>{%base_size} -> !stream.resource<transient>{%subview_size}
  %result1, %result1_ready = stream.async.parameter.gather {
    %scope::%key1[%param_offset1] -> %subview[%gather1_offset to %gather1_end for %gather1_length] : !stream.resource<transient>{%subview_size}
  } : !stream.resource<transient> => !stream.timepoint
  // Second gather's arithmetic.
  // CHECK-DAG: %[[OFFSET2_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM_OFFSET2:.+]] = arith.addi %[[PARAM_OFFSET2]], %[[OFFSET2_I64]]
  // CHECK-DAG: %[[ADJUSTED_GATHER2_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[GATHER2_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_GATHER2_END:.+]] = arith.addi %[[ADJUSTED_GATHER2_OFFSET]], %[[GATHER2_LENGTH]]
  // Second gather operation.
  // CHECK: %[[RESULT2:.+]], %[[RESULT2_READY:.+]] = stream.async.parameter.gather {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY2]][%[[ADJUSTED_PARAM_OFFSET2]]] -> %[[BASE]][%[[ADJUSTED_GATHER2_OFFSET]] to %[[ADJUSTED_GATHER2_END]] for %[[GATHER2_LENGTH]]]
  %result2, %result2_ready = stream.async.parameter.gather {
    %scope::%key2[%param_offset2] -> %subview[%gather2_offset to %gather2_end for %gather2_length] : !stream.resource<transient>{%subview_size}
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT1_SYNC:.+]] = stream.timepoint.await %[[RESULT1_READY]] => %[[RESULT1]]
  %result1_sync = stream.timepoint.await %result1_ready => %result1 : !stream.resource<transient>{%base_size}
  // CHECK: %[[RESULT2_SYNC:.+]] = stream.timepoint.await %[[RESULT2_READY]] => %[[RESULT2]]
  %result2_sync = stream.timepoint.await %result2_ready => %result2 : !stream.resource<transient>{%base_size}
  // CHECK: util.return %[[RESULT1_SYNC]], %[[RESULT2_SYNC]]
  util.return %result1_sync, %result2_sync : !stream.resource<transient>, !stream.resource<transient>
}

