// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s

// CHECK-LABEL: @FoldParameterLoadTargetSubview
// CHECK-SAME: (%[[WAIT:.+]]: !stream.timepoint, %[[OFFSET0:.+]]: index, %[[LENGTH0:.+]]: index, %[[OFFSET1:.+]]: index, %[[LENGTH1:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @FoldParameterLoadTargetSubview(%wait: !stream.timepoint, %offset0: index, %length0: index, %offset1: index, %length1: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) {
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 50 : i64
  %param_offset0 = arith.constant 50 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 51 : i64
  %param_offset1 = arith.constant 51 : i64
  %size0 = arith.constant 100 : index
  %size1 = arith.constant 200 : index
  // CHECK-DAG: %[[OFFSET0_I64:.+]] = arith.index_cast %[[OFFSET0]] : index to i64
  // CHECK-DAG: %[[FOLDED_PARAM_OFFSET0:.+]] = arith.addi %[[OFFSET0_I64]], %[[PARAM_OFFSET0]]
  // CHECK-DAG: %[[OFFSET1_I64:.+]] = arith.index_cast %[[OFFSET1]] : index to i64
  // CHECK-DAG: %[[FOLDED_PARAM_OFFSET1:.+]] = arith.addi %[[OFFSET1_I64]], %[[PARAM_OFFSET1]]
  // CHECK: %[[RESULTS:.+]]:2, %[[SIGNAL:.+]] = stream.cmd.parameter.load await(%[[WAIT]]) => {
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY0]][%[[FOLDED_PARAM_OFFSET0]]] : !stream.resource<constant>{%[[LENGTH0]]},
  // CHECK-NEXT: %[[SCOPE]]::%[[KEY1]][%[[FOLDED_PARAM_OFFSET1]]] : !stream.resource<constant>{%[[LENGTH1]]}
  // CHECK-NEXT: } => !stream.timepoint
  %results:2, %result_timepoint = stream.cmd.parameter.load await(%wait) => {
    %scope::%key0[%param_offset0] : !stream.resource<constant>{%size0},
    %scope::%key1[%param_offset1] : !stream.resource<constant>{%size1}
  } => !stream.timepoint
  // CHECK-NOT: stream.resource.subview
  %subview0 = stream.resource.subview %results#0[%offset0] : !stream.resource<constant>{%size0} -> !stream.resource<constant>{%length0}
  // CHECK-NOT: stream.resource.subview
  %subview1 = stream.resource.subview %results#1[%offset1] : !stream.resource<constant>{%size1} -> !stream.resource<constant>{%length1}
  // CHECK: util.return %[[RESULTS]]#0, %[[RESULTS]]#1, %[[SIGNAL]]
  util.return %subview0, %subview1, %result_timepoint : !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint
}

