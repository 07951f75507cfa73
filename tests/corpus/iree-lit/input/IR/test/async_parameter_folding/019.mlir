
// CHECK-LABEL: @FoldAsyncParameterReadTargetSubviewMultipleReads
// CHECK-SAME: (%[[BASE:.+]]: !stream.resource<transient>, %[[BASE_SIZE:.+]]: index, %[[PARAM_OFFSET1:[a-zA-Z0-9]+]]: i64, %[[PARAM_OFFSET2:[a-zA-Z0-9]+]]: i64, %[[SUBVIEW_OFFSET:[a-zA-Z0-9]+]]: index, %[[SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[READ1_OFFSET:[a-zA-Z0-9]+]]: index, %[[READ1_END:[a-zA-Z0-9]+]]: index, %[[READ1_LENGTH:[a-zA-Z0-9]+]]: index, %[[READ2_OFFSET:[a-zA-Z0-9]+]]: index, %[[READ2_END:[a-zA-Z0-9]+]]: index, %[[READ2_LENGTH:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @FoldAsyncParameterReadTargetSubviewMultipleReads(%base: !stream.resource<transient>, %base_size: index, %param_offset1: i64, %param_offset2: i64, %subview_offset: index, %subview_size: index, %read1_offset: index, %read1_end: index, %read1_length: index, %read2_offset: index, %read2_end: index, %read2_length: index, %scope: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> (!stream.resource<transient>, !stream.resource<transient>) {
  // Subview used by multiple different reads. Both reads can independently fold.
  // CHECK-NOT: stream.resource.subview
  // First read's arithmetic.
  // CHECK-DAG: %[[OFFSET1_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM_OFFSET1:.+]] = arith.addi %[[PARAM_OFFSET1]], %[[OFFSET1_I64]]
  // CHECK-DAG: %[[ADJUSTED_READ1_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[READ1_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_READ1_END:.+]] = arith.addi %[[ADJUSTED_READ1_OFFSET]], %[[READ1_LENGTH]]
  // First read operation.
  // CHECK: %[[RESULT1:.+]], %[[RESULT1_READY:.+]] = stream.async.parameter.read %[[SCOPE]]::%[[KEY1]][%[[ADJUSTED_PARAM_OFFSET1]]] -> %[[BASE]][%[[ADJUSTED_READ1_OFFSET]] to %[[ADJUSTED_READ1_END]] for %[[READ1_LENGTH]]]
  %subview = stream.resource.subview %base[%subview_offset] : !stream.resource<transient>{%base_size} -> !stream.resource<transient>{%subview_size}
  %result1, %result1_ready = stream.async.parameter.read %scope::%key1[%param_offset1] -> %subview[%read1_offset to %read1_end for %read1_length] : !stream.resource<transient>{%subview_size} => !stream.timepoint
  // Second read's arithmetic.
  // CHECK-DAG: %[[OFFSET2_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM_OFFSET2:.+]] = arith.addi %[[PARAM_OFFSET2]], %[[OFFSET2_I64]]
  // CHECK-DAG: %[[ADJUSTED_READ2_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[READ2_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_READ2_END:.+]] = arith.addi %[[ADJUSTED_READ2_OFFSET]], %[[READ2_LENGTH]]
  // Second read operation.
  // CHECK: %[[RESULT2:.+]], %[[RESULT2_READY:.+]] = stream.async.parameter.read %[[SCOPE]]::%[[KEY2]][%[[ADJUSTED_PARAM_OFFSET2]]] -> %[[BASE]][%[[ADJUSTED_READ2_OFFSET]] to %[[ADJUSTED_READ2_END]] for %[[READ2_LENGTH]]]
  %result2, %result2_ready = stream.async.parameter.read %scope::%key2[%param_offset2] -> %subview[%read2_offset to %read2_end for %read2_length] : !stream.resource<transient>{%subview_size} => !stream.timepoint
  // CHECK: %[[RESULT1_SYNC:.+]] = stream.timepoint.await %[[RESULT1_READY]] => %[[RESULT1]]
  %result1_sync = stream.timepoint.await %result1_ready => %result1 : !stream.resource<transient>{%base_size}
  // CHECK: %[[RESULT2_SYNC:.+]] = stream.timepoint.await %[[RESULT2_READY]] => %[[RESULT2]]
  %result2_sync = stream.timepoint.await %result2_ready => %result2 : !stream.resource<transient>{%base_size}
  // CHECK: util.return %[[RESULT1_SYNC]], %[[RESULT2_SYNC]]
  util.return %result1_sync, %result2_sync : !stream.resource<transient>, !stream.resource<transient>
}

