
// CHECK-LABEL: @FoldAsyncParameterWriteSourceSubviewMultipleWrites
// CHECK-SAME: (%[[BASE:.+]]: !stream.resource<transient>, %[[BASE_SIZE:.+]]: index, %[[PARAM_OFFSET1:[a-zA-Z0-9]+]]: i64, %[[PARAM_OFFSET2:[a-zA-Z0-9]+]]: i64, %[[SUBVIEW_OFFSET:[a-zA-Z0-9]+]]: index, %[[SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[WRITE1_OFFSET:[a-zA-Z0-9]+]]: index, %[[WRITE1_END:[a-zA-Z0-9]+]]: index, %[[WRITE1_LENGTH:[a-zA-Z0-9]+]]: index, %[[WRITE2_OFFSET:[a-zA-Z0-9]+]]: index, %[[WRITE2_END:[a-zA-Z0-9]+]]: index, %[[WRITE2_LENGTH:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @FoldAsyncParameterWriteSourceSubviewMultipleWrites(%base: !stream.resource<transient>, %base_size: index, %param_offset1: i64, %param_offset2: i64, %subview_offset: index, %subview_size: index, %write1_offset: index, %write1_end: index, %write1_length: index, %write2_offset: index, %write2_end: index, %write2_length: index, %scope: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> (!stream.resource<transient>, !stream.resource<transient>) {
  // Subview used by multiple different writes. Both writes can independently fold.
  // CHECK-NOT: stream.resource.subview
  // First write's arithmetic.
  // CHECK-DAG: %[[OFFSET1_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM_OFFSET1:.+]] = arith.addi %[[PARAM_OFFSET1]], %[[OFFSET1_I64]]
  // CHECK-DAG: %[[ADJUSTED_WRITE1_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[WRITE1_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_WRITE1_END:.+]] = arith.addi %[[ADJUSTED_WRITE1_OFFSET]], %[[WRITE1_LENGTH]]
  // First write operation.
  // CHECK: %[[RESULT1:.+]], %[[RESULT1_READY:.+]] = stream.async.parameter.write %[[BASE]][%[[ADJUSTED_WRITE1_OFFSET]] to %[[ADJUSTED_WRITE1_END]] for %[[WRITE1_LENGTH]]] -> %[[SCOPE]]::%[[KEY1]][%[[ADJUSTED_PARAM_OFFSET1]]]
  %subview = stream.resource.subview %base[%subview_offset] : !stream.resource<transient>{%base_size} -> !stream.resource<transient>{%subview_size}
  %result1, %result1_ready = stream.async.parameter.write %subview[%write1_offset to %write1_end for %write1_length] -> %scope::%key1[%param_offset1] : !stream.resource<transient>{%subview_size} => !stream.timepoint
  // Second write's arithmetic.
  // CHECK-DAG: %[[OFFSET2_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM_OFFSET2:.+]] = arith.addi %[[PARAM_OFFSET2]], %[[OFFSET2_I64]]
  // CHECK-DAG: %[[ADJUSTED_WRITE2_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[WRITE2_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_WRITE2_END:.+]] = arith.addi %[[ADJUSTED_WRITE2_OFFSET]], %[[WRITE2_LENGTH]]
  // Second write operation.
  // CHECK: %[[RESULT2:.+]], %[[RESULT2_READY:.+]] = stream.async.parameter.write %[[BASE]][%[[ADJUSTED_WRITE2_OFFSET]] to %[[ADJUSTED_WRITE2_END]] for %[[WRITE2_LENGTH]]] -> %[[SCOPE]]::%[[KEY2]][%[[ADJUSTED_PARAM_OFFSET2]]]
  %result2, %result2_ready = stream.async.parameter.write %subview[%write2_offset to %write2_end for %write2_length] -> %scope::%key2[%param_offset2] : !stream.resource<transient>{%subview_size} => !stream.timepoint
  // CHECK: %[[RESULT1_SYNC:.+]] = stream.timepoint.await %[[RESULT1_READY]] => %[[RESULT1]]
  %result1_sync = stream.timepoint.await %result1_ready => %result1 : !stream.resource<transient>{%base_size}
  // CHECK: %[[RESULT2_SYNC:.+]] = stream.timepoint.await %[[RESULT2_READY]] => %[[RESULT2]]
  %result2_sync = stream.timepoint.await %result2_ready => %result2 : !stream.resource<transient>{%base_size}
  // CHECK: util.return %[[RESULT1_SYNC]], %[[RESULT2_SYNC]]
  util.return %result1_sync, %result2_sync : !stream.resource<transient>, !stream.resource<transient>
}

