
// CHECK-LABEL: @FoldAsyncParameterWriteSourceSubview
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SOURCE_SIZE:.+]]: index, %[[OFFSET:.+]]: index, %[[LENGTH:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterWriteSourceSubview(%source: !stream.resource<transient>, %source_size: index, %offset: index, %length: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 50 : i64
  %param_offset = arith.constant 50 : i64
  // CHECK-DAG: %[[RESOURCE_OFFSET:.+]] = arith.constant 100 : index
  %resource_offset = arith.constant 100 : index
  %resource_end = arith.constant 300 : index
  // CHECK-DAG: %[[TRANSFER_LENGTH:.+]] = arith.constant 200 : index
  %transfer_length = arith.constant 200 : index
  // CHECK-DAG: %[[RESOURCE_END:.+]] = arith.constant 300 : index
  %subview_size = arith.constant 300 : index
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[OFFSET]] : index to i64
  // CHECK-DAG: %[[FOLDED_PARAM_OFFSET:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET]]
  // CHECK-DAG: %[[FOLDED_RESOURCE_OFFSET:.+]] = arith.addi %[[OFFSET]], %[[RESOURCE_OFFSET]]
  // CHECK-DAG: %[[FOLDED_RESOURCE_END:.+]] = arith.addi %[[OFFSET]], %[[RESOURCE_END]]
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %source[%offset] : !stream.resource<transient>{%source_size} -> !stream.resource<transient>{%subview_size}
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.write %[[SOURCE]][%[[FOLDED_RESOURCE_OFFSET]] to %[[FOLDED_RESOURCE_END]] for %[[TRANSFER_LENGTH]]] -> %[[SCOPE]]::%[[KEY]][%[[FOLDED_PARAM_OFFSET]]] : !stream.resource<transient>{%[[SOURCE_SIZE]]} => !stream.timepoint
  %result, %result_ready = stream.async.parameter.write %subview[%resource_offset to %resource_end for %transfer_length] -> %scope::%key[%param_offset] : !stream.resource<transient>{%subview_size} => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SOURCE_SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%source_size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

