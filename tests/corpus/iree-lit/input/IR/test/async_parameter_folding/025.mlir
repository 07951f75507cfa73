
// CHECK-LABEL: @FoldAsyncParameterGatherTargetSubviewMultipleEntries
// CHECK-SAME: (%[[BASE:.+]]: !stream.resource<transient>, %[[BASE_SIZE:.+]]: index, %[[PARAM_OFFSET1:[a-zA-Z0-9]+]]: i64, %[[PARAM_OFFSET2:[a-zA-Z0-9]+]]: i64, %[[SUBVIEW_OFFSET:[a-zA-Z0-9]+]]: index, %[[SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[GATHER1_OFFSET:[a-zA-Z0-9]+]]: index, %[[GATHER1_END:[a-zA-Z0-9]+]]: index, %[[GATHER1_LENGTH:[a-zA-Z0-9]+]]: index, %[[GATHER2_OFFSET:[a-zA-Z0-9]+]]: index, %[[GATHER2_END:[a-zA-Z0-9]+]]: index, %[[GATHER2_LENGTH:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @FoldAsyncParameterGatherTargetSubviewMultipleEntries(%base: !stream.resource<transient>, %base_size: index, %param_offset1: i64, %param_offset2: i64, %subview_offset: index, %subview_size: index, %gather1_offset: index, %gather1_end: index, %gather1_length: index, %gather2_offset: index, %gather2_end: index, %gather2_length: index, %scope: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> !stream.resource<transient> {
  // Single gather with multiple entries all using same subview target should fold.
  // All entries should have their parameter offsets and target offsets adjusted.
  // First entry's arithmetic.
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM1:.+]] = arith.addi %[[PARAM_OFFSET1]], %[[OFFSET_I64]]
  // CHECK-DAG: %[[ADJUSTED_GATHER1_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[GATHER1_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_GATHER1_END:.+]] = arith.addi %[[ADJUSTED_GATHER1_OFFSET]], %[[GATHER1_LENGTH]]
  // Second entry's arithmetic.
  // CHECK-DAG: %[[ADJUSTED_PARAM2:.+]] = arith.addi %[[PARAM_OFFSET2]], %[[OFFSET_I64]]
  // CHECK-DAG: %[[ADJUSTED_GATHER2_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[GATHER2_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_GATHER2_END:.+]] = arith.addi %[[ADJUSTED_GATHER2_OFFSET]], %[[GATHER2_LENGTH]]
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %base[%subview_offset] : !stream.resource<transient>{%base_size} -> !stream.resource<transient>{%subview_size}
  // Both entries should fold to use base resource with adjusted offsets.
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.gather {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY1]][%[[ADJUSTED_PARAM1]]] -> %[[BASE]][%[[ADJUSTED_GATHER1_OFFSET]] to %[[ADJUSTED_GATHER1_END]] for %[[GATHER1_LENGTH]]] : !stream.resource<transient>{%[[BASE_SIZE]]}
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY2]][%[[ADJUSTED_PARAM2]]] -> %[[BASE]][%[[ADJUSTED_GATHER2_OFFSET]] to %[[ADJUSTED_GATHER2_END]] for %[[GATHER2_LENGTH]]] : !stream.resource<transient>{%[[BASE_SIZE]]}
  %result, %result_ready = stream.async.parameter.gather {
    %scope::%key1[%param_offset1] -> %subview[%gather1_offset to %gather1_end for %gather1_length] : !stream.resource<transient>{%subview_size},
    %scope::%key2[%param_offset2] -> %subview[%gather2_offset to %gather2_end for %gather2_length] : !stream.resource<transient>{%subview_size}
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]]
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%base_size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

