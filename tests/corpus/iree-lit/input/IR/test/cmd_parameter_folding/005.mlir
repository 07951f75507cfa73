
// CHECK-LABEL: @FoldParameterScatterSourceSubview
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[SOURCE:.+]]: !stream.resource<transient>, %[[OFFSET:.+]]: index, %[[LENGTH:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @FoldParameterScatterSourceSubview(%wait: !stream.timepoint, %source: !stream.resource<transient>, %offset: index, %length: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> !stream.timepoint {
  %param_offset0 = arith.constant 50 : i64
  %param_offset1 = arith.constant 51 : i64
  %source_offset0 = arith.constant 100 : index
  %source_offset1 = arith.constant 101 : index
  %transfer_length0 = arith.constant 200 : index
  %transfer_length1 = arith.constant 201 : index
  %resource_size = arith.constant 300 : index
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 51 : i64
  // CHECK-DAG: %[[SOURCE_OFFSET0:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[SOURCE_OFFSET1:.+]] = arith.constant 101 : index
  // CHECK-DAG: %[[TRANSFER_LENGTH0:.+]] = arith.constant 200 : index
  // CHECK-DAG: %[[TRANSFER_LENGTH1:.+]] = arith.constant 201 : index
  // CHECK-DAG: %[[FOLDED_OFFSET0:.+]] = arith.addi %[[OFFSET]], %[[SOURCE_OFFSET0]]
  // CHECK-DAG: %[[FOLDED_OFFSET1:.+]] = arith.addi %[[OFFSET]], %[[SOURCE_OFFSET1]]
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %source[%offset] : !stream.resource<transient>{%length} -> !stream.resource<transient>{%resource_size}
  // CHECK: %{{.+}} = stream.cmd.parameter.scatter await(%[[WAIT]]) => {
  // CHECK-NEXT: %[[SOURCE]][%[[FOLDED_OFFSET0]] for %[[TRANSFER_LENGTH0]]] : !stream.resource<transient>{%[[LENGTH]]} -> %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]],
  // CHECK-NEXT: %[[SOURCE]][%[[FOLDED_OFFSET1]] for %[[TRANSFER_LENGTH1]]] : !stream.resource<transient>{%[[LENGTH]]} -> %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]]
  // CHECK-NEXT: } => !stream.timepoint
  %timepoint = stream.cmd.parameter.scatter await(%wait) => {
    %subview[%source_offset0 for %transfer_length0] : !stream.resource<transient>{%resource_size} -> %scope::%key0[%param_offset0],
    %subview[%source_offset1 for %transfer_length1] : !stream.resource<transient>{%resource_size} -> %scope::%key1[%param_offset1]
  } => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}
