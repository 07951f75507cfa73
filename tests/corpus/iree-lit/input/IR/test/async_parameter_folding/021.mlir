
// CHECK-LABEL: @FoldAsyncParameterReadTargetNestedSubviews
// CHECK-SAME: (%[[BASE:.+]]: !stream.resource<transient>, %[[BASE_SIZE:.+]]: index, %[[PARAM_OFFSET:[a-zA-Z0-9]+]]: i64, %[[OFFSET1:[a-zA-Z0-9]+]]: index, %[[SUBVIEW1_SIZE:[a-zA-Z0-9]+]]: index, %[[OFFSET2:[a-zA-Z0-9]+]]: index, %[[SUBVIEW2_SIZE:[a-zA-Z0-9]+]]: index, %[[READ_OFFSET:[a-zA-Z0-9]+]]: index, %[[READ_END:[a-zA-Z0-9]+]]: index, %[[READ_LENGTH:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterReadTargetNestedSubviews(%base: !stream.resource<transient>, %base_size: index, %param_offset: i64, %offset1: index, %subview1_size: index, %offset2: index, %subview2_size: index, %read_offset: index, %read_end: index, %read_length: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<transient> {
  // Nested subviews: subview2 = subview(subview1).
  // Both subviews should be completely folded away.
  // CHECK-DAG: %[[COMBINED_OFFSET12:.+]] = arith.addi %[[OFFSET1]], %[[OFFSET2]]
  // CHECK-DAG: %[[COMBINED_OFFSET12_I64:.+]] = arith.index_cast %[[COMBINED_OFFSET12]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_PARAM_OFFSET:.+]] = arith.addi %[[PARAM_OFFSET]], %[[COMBINED_OFFSET12_I64]]
  // CHECK-DAG: %[[ADJUSTED_READ_OFFSET:.+]] = arith.addi %[[COMBINED_OFFSET12]], %[[READ_OFFSET]]
  // CHECK-DAG: %[[ADJUSTED_READ_END:.+]] = arith.addi %[[ADJUSTED_READ_OFFSET]], %[[READ_LENGTH]]
  // CHECK-NOT: stream.resource.subview
  %subview1 = stream.resource.subview %base[%offset1] : !stream.resource<transient>{%base_size} -> !stream.resource<transient>{%subview1_size}
  %subview2 = stream.resource.subview %subview1[%offset2] : !stream.resource<transient>{%subview1_size} -> !stream.resource<transient>{%subview2_size}
  // Both subviews fold completely away.
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.read %[[SCOPE]]::%[[KEY]][%[[ADJUSTED_PARAM_OFFSET]]] -> %[[BASE]][%[[ADJUSTED_READ_OFFSET]] to %[[ADJUSTED_READ_END]] for %[[READ_LENGTH]]]
  %result, %result_ready = stream.async.parameter.read %scope::%key[%param_offset] -> %subview2[%read_offset to %read_end for %read_length] : !stream.resource<transient>{%subview2_size} => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SUBVIEW1_SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%subview1_size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

