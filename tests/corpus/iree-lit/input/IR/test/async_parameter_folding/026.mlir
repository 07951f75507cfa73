
// CHECK-LABEL: @FoldAsyncParameterReadAwaitThenSubviewThenRead
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[TARGET_SIZE:.+]]: index, %[[PARAM_OFFSET1:[a-zA-Z0-9]+]]: i64, %[[PARAM_OFFSET2:[a-zA-Z0-9]+]]: i64, %[[SUBVIEW_OFFSET:[a-zA-Z0-9]+]]: index, %[[SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[READ_OFFSET:[a-zA-Z0-9]+]]: index, %[[READ_END:[a-zA-Z0-9]+]]: index, %[[READ_LENGTH:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @FoldAsyncParameterReadAwaitThenSubviewThenRead(%target: !stream.resource<transient>, %target_size: index, %param_offset1: i64, %param_offset2: i64, %subview_offset: index, %subview_size: index, %read_offset: index, %read_end: index, %read_length: index, %scope: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> !stream.resource<transient> {
  // Read -> await -> subview of awaited resource -> read using subview as target.
  // Subview is legal (on awaited resource) and should fold into second read.
  // CHECK: %[[READ1_RESULT:.+]], %[[READ1_READY:.+]] = stream.async.parameter.read %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]] -> %[[TARGET]]
  %read1_result, %read1_ready = stream.async.parameter.read %scope::%key1[%param_offset1] -> %target[%subview_offset to %read_end for %read_length] : !stream.resource<transient>{%target_size} => !stream.timepoint
  // Arithmetic for second read is hoisted after first read but before await.
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM:.+]] = arith.addi %[[PARAM_OFFSET2]], %[[OFFSET_I64]]
  // CHECK-DAG: %[[ADJUSTED_READ_OFFSET:.+]] = arith.addi %[[SUBVIEW_OFFSET]], %[[READ_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_READ_END:.+]] = arith.addi %[[ADJUSTED_READ_OFFSET]], %[[READ_LENGTH]]
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[READ1_READY]] => %[[READ1_RESULT]]
  %awaited = stream.timepoint.await %read1_ready => %read1_result : !stream.resource<transient>{%target_size}
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %awaited[%subview_offset] : !stream.resource<transient>{%target_size} -> !stream.resource<transient>{%subview_size}
  // Subview should fold into second read.
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.read %[[SCOPE]]::%[[KEY2]][%[[ADJUSTED_PARAM]]] -> %[[AWAITED]][%[[ADJUSTED_READ_OFFSET]] to %[[ADJUSTED_READ_END]]
  %result, %result_ready = stream.async.parameter.read %scope::%key2[%param_offset2] -> %subview[%read_offset to %read_end for %read_length] : !stream.resource<transient>{%subview_size} => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]]
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%target_size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

