
// CHECK-LABEL: @parameterWrite
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[SOURCE:.+]]: !stream.resource<transient>, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @parameterWrite(%wait: !stream.timepoint, %source: !stream.resource<transient>, %scope: !util.buffer, %key: !util.buffer) -> !stream.timepoint {
  %param_offset = arith.constant 50 : i64
  %source_offset = arith.constant 100 : index
  %length = arith.constant 200 : index
  %source_size = arith.constant 300 : index
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[SOURCE_OFFSET:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[LENGTH:.+]] = arith.constant 200 : index
  // CHECK-DAG: %[[SOURCE_SIZE:.+]] = arith.constant 300 : index
  // CHECK: = stream.cmd.parameter.write await(%[[WAIT]]) => %[[SOURCE]][%[[SOURCE_OFFSET]] for %[[LENGTH]]] : !stream.resource<transient>{%[[SOURCE_SIZE]]} -> %[[SCOPE]]::%[[KEY]][%[[PARAM_OFFSET]]] => !stream.timepoint
  %timepoint = stream.cmd.parameter.write await(%wait) => %source[%source_offset for %length] : !stream.resource<transient>{%source_size} -> %scope::%key[%param_offset] => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}

