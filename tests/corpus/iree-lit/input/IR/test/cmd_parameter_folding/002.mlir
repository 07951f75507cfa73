
// CHECK-LABEL: @FoldParameterReadTargetSubview
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[TARGET:.+]]: !stream.resource<transient>, %[[OFFSET:.+]]: index, %[[LENGTH:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldParameterReadTargetSubview(%wait: !stream.timepoint, %target: !stream.resource<transient>, %offset: index, %length: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.timepoint {
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
  %subview = stream.resource.subview %target[%offset] : !stream.resource<transient>{%length} -> !stream.resource<transient>{%resource_size}
  // CHECK: = stream.cmd.parameter.read await(%[[WAIT]]) => %[[SCOPE]]::%[[KEY]][%[[FOLDED_PARAM_OFFSET]]] -> %[[TARGET]][%[[FOLDED_RESOURCE_OFFSET]] for %[[TRANSFER_LENGTH]]] : !stream.resource<transient>{%[[LENGTH]]} => !stream.timepoint
  %timepoint = stream.cmd.parameter.read await(%wait) => %scope::%key[%param_offset] -> %subview[%resource_offset for %transfer_length] : !stream.resource<transient>{%resource_size} => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}

