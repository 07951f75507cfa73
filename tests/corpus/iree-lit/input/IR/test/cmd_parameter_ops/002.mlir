
// CHECK-LABEL: @parameterLoad
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @parameterLoad(%wait: !stream.timepoint, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) {
  %param_offset0 = arith.constant 50 : i64
  %param_offset1 = arith.constant 51 : i64
  %size0 = arith.constant 100 : index
  %size1 = arith.constant 200 : index
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 50 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 51 : i64
  // CHECK-DAG: %[[SIZE0:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[SIZE1:.+]] = arith.constant 200 : index
  // CHECK: = stream.cmd.parameter.load await(%[[WAIT]]) => {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]] : !stream.resource<constant>{%[[SIZE0]]},
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]] : !stream.resource<constant>{%[[SIZE1]]}
  // CHECK-NEXT: } => !stream.timepoint
  %results:2, %result_timepoint = stream.cmd.parameter.load await(%wait) => {
    %scope::%key0[%param_offset0] : !stream.resource<constant>{%size0},
    %scope::%key1[%param_offset1] : !stream.resource<constant>{%size1}
  } => !stream.timepoint
  util.return %results#0, %results#1, %result_timepoint : !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint
}

