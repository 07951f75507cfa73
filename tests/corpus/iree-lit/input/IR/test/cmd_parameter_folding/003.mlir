
// CHECK-LABEL: @FoldParameterWriteSourceSubview
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[SOURCE:.+]]: !stream.resource<transient>, %[[OFFSET:.+]]: index, %[[LENGTH:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldParameterWriteSourceSubview(%wait: !stream.timepoint, %source: !stream.resource<transient>, %offset: index, %length: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.timepoint {
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 50 : i64
  %param_offset = arith.constant 50 : i64
  // CHECK-DAG: %[[RESOURCE_OFFSET:.+]] = arith.constant 100 : index
  %resource_offset = arith.constant 100 : index
  // CHECK-DAG: %[[TRANSFER_LENGTH:.+]] = arith.constant 200 : index
  %transfer_length = arith.constant 200 : index
  %resource_size = arith.constant 300 : index
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[OFFSET]] : index to i64
  // CHECK-DAG: %[[FOLDED_PARAM_OFFSET:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET]]
  // CHECK-DAG: %[[FOLDED_RESOURCE_OFFSET:.+]] = arith.addi %[[OFFSET]], %[[RESOURCE_OFFSET]]
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %source[%offset] : !stream.resource<transient>{%length} -> !stream.resource<transient>{%resource_size}
  // CHECK: = stream.cmd.parameter.write await(%[[WAIT]]) => %[[SOURCE]][%[[FOLDED_RESOURCE_OFFSET]] for %[[TRANSFER_LENGTH]]] : !stream.resource<transient>{%[[LENGTH]]} -> %[[SCOPE]]::%[[KEY]][%[[FOLDED_PARAM_OFFSET]]] => !stream.timepoint
  %timepoint = stream.cmd.parameter.write await(%wait) => %subview[%resource_offset for %transfer_length] : !stream.resource<transient>{%resource_size} -> %scope::%key[%param_offset] => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}

