
// CHECK-LABEL: @parameterLoadNoScope
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[KEY:.+]]: !util.buffer)
util.func private @parameterLoadNoScope(%wait: !stream.timepoint, %key: !util.buffer) -> (!stream.resource<constant>, !stream.timepoint) {
  %param_offset = arith.constant 50 : i64
  %size = arith.constant 100 : index
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[SIZE:.+]] = arith.constant 100 : index
  // CHECK: = stream.cmd.parameter.load await(%[[WAIT]]) => {
  // CHECK-NEXT: %[[KEY]][%[[PARAM_OFFSET]]] : !stream.resource<constant>{%[[SIZE]]}
  // CHECK-NEXT: } => !stream.timepoint
  %result, %result_timepoint = stream.cmd.parameter.load await(%wait) => {
    %key[%param_offset] : !stream.resource<constant>{%size}
  } => !stream.timepoint
  util.return %result, %result_timepoint : !stream.resource<constant>, !stream.timepoint
}

