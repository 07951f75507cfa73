
// CHECK-LABEL: @FoldAsyncParameterReadTargetAlignmentOffsets
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[TARGET_SIZE:.+]]: index, %[[PARAM_OFFSET:[a-zA-Z0-9]+]]: i64, %[[ALIGNMENT_OFFSET:[a-zA-Z0-9]+]]: index, %[[SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[READ_OFFSET:[a-zA-Z0-9]+]]: index, %[[READ_END:[a-zA-Z0-9]+]]: index, %[[READ_LENGTH:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterReadTargetAlignmentOffsets(%target: !stream.resource<transient>, %target_size: index, %param_offset: i64, %alignment_offset: index, %subview_size: index, %read_offset: index, %read_end: index, %read_length: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<transient> {
  // Test with common alignment values (4KB, 16KB, 8KB).
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[ALIGNMENT_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM:.+]] = arith.addi %[[PARAM_OFFSET]], %[[OFFSET_I64]]
  // CHECK-DAG: %[[ADJUSTED_READ_OFFSET:.+]] = arith.addi %[[ALIGNMENT_OFFSET]], %[[READ_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_READ_END:.+]] = arith.addi %[[ADJUSTED_READ_OFFSET]], %[[READ_LENGTH]]
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %target[%alignment_offset] : !stream.resource<transient>{%target_size} -> !stream.resource<transient>{%subview_size}
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.read %[[SCOPE]]::%[[KEY]][%[[ADJUSTED_PARAM]]] -> %[[TARGET]][%[[ADJUSTED_READ_OFFSET]] to %[[ADJUSTED_READ_END]]
  %result, %result_ready = stream.async.parameter.read %scope::%key[%param_offset] -> %subview[%read_offset to %read_end for %read_length] : !stream.resource<transient>{%subview_size} => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]]
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%target_size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

