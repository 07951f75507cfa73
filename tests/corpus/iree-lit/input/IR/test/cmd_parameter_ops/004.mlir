
// CHECK-LABEL: @parameterRead
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[TARGET:.+]]: !stream.resource<transient>, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @parameterRead(%wait: !stream.timepoint, %target: !stream.resource<transient>, %scope: !util.buffer, %key: !util.buffer) -> !stream.timepoint {
  %param_offset = arith.constant 50 : i64
  %target_offset = arith.constant 100 : index
  %length = arith.constant 200 : index
  %target_size = arith.constant 300 : index
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[TARGET_OFFSET:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[LENGTH:.+]] = arith.constant 200 : index
  // CHECK-DAG: %[[TARGET_SIZE:.+]] = arith.constant 300 : index
  // CHECK: = stream.cmd.parameter.read await(%[[WAIT]]) => %[[SCOPE]]::%[[KEY]][%[[PARAM_OFFSET]]] -> %[[TARGET]][%[[TARGET_OFFSET]] for %[[LENGTH]]] : !stream.resource<transient>{%[[TARGET_SIZE]]} => !stream.timepoint
  %timepoint = stream.cmd.parameter.read await(%wait) => %scope::%key[%param_offset] -> %target[%target_offset for %length] : !stream.resource<transient>{%target_size} => !stream.timepoint
  util.return %timepoint : !stream.timepoint
}

