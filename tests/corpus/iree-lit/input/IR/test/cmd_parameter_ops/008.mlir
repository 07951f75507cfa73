
// CHECK-LABEL: @parameterScatter
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[SOURCE:.+]]: !stream.resource<transient>, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @parameterScatter(%wait: !stream.timepoint, %source: !stream.resource<transient>, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> !stream.timepoint {
  %param_offset0 = arith.constant 50 : i64
  %param_offset1 = arith.constant 51 : i64
  %param_offset2 = arith.constant 52 : i64
  %source_offset0 = arith.constant 100 : index
  %source_offset1 = arith.constant 101 : index
  %source_offset2 = arith.constant 102 : index
  %length0 = arith.constant 200 : index
  %length1 = arith.constant 201 : index
  %length2 = arith.constant 202 : index
  %source_size = arith.constant 300 : index
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 51 : i64
  // CHECK-DAG: %[[PARAM_OFFSET2:.+]] = arith.constant 52 : i64
  // CHECK-DAG: %[[SOURCE_OFFSET0:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[SOURCE_OFFSET1:.+]] = arith.constant 101 : index
  // CHECK-DAG: %[[SOURCE_OFFSET2:.+]] = arith.constant 102 : index
  // CHECK-DAG: %[[LENGTH0:.+]] = arith.constant 200 : index
  // CHECK-DAG: %[[LENGTH1:.+]] = arith.constant 201 : index
  // CHECK-DAG: %[[LENGTH2:.+]] = arith.constant 202 : index
  // CHECK-DAG: %[[SOURCE_SIZE:.+]] = arith.constant 300 : index
  //      CHECK: stream.cmd.parameter.scatter await(%[[WAIT]]) => {
  // CHECK-NEXT:   %[[SOURCE]][%[[SOURCE_OFFSET0]] for %[[LENGTH0]]] : !stream.resource<transient>{%[[SOURCE_SIZE]]} -> %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]],
  // CHECK-NEXT:   %[[SOURCE]][%[[SOURCE_OFFSET1]] for %[[LENGTH1]]] : !stream.resource<transient>{%[[SOURCE_SIZE]]} -> %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]],
  // CHECK-NEXT:   %[[SOURCE]][%[[SOURCE_OFFSET2]] for %[[LENGTH2]]] : !stream.resource<transient>{%[[SOURCE_SIZE]]} -> %[[SCOPE]]::%[[KEY2]][%[[PARAM_OFFSET2]]]
  // CHECK-NEXT: } => !stream.timepoint
  %timepoint = stream.cmd.parameter.scatter await(%wait) => {
    %source[%source_offset0 for %length0] : !stream.resource<transient>{%source_size} -> %scope::%key0[%param_offset0],
    %source[%source_offset1 for %length1] : !stream.resource<transient>{%source_size} -> %scope::%key1[%param_offset1],
    %source[%source_offset2 for %length2] : !stream.resource<transient>{%source_size} -> %scope::%key2[%param_offset2]
  } => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}
