
// CHECK-LABEL: @asyncParameterScatter
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @asyncParameterScatter(%source: !stream.resource<transient>, %size: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[SOURCE_OFFSET0:.+]] = arith.constant 0
  %source_offset0 = arith.constant 0 : index
  // CHECK-DAG: %[[SOURCE_OFFSET1:.+]] = arith.constant 384
  %source_offset1 = arith.constant 384 : index
  // CHECK-DAG: %[[SOURCE_OFFSET2:.+]] = arith.constant 768
  %source_offset2 = arith.constant 768 : index
  // CHECK-DAG: %[[SOURCE_END0:.+]] = arith.constant 384
  %source_end0 = arith.constant 384 : index
  // CHECK-DAG: %[[SOURCE_END1:.+]] = arith.constant 768
  %source_end1 = arith.constant 768 : index
  // CHECK-DAG: %[[SOURCE_END2:.+]] = arith.constant 1152
  %source_end2 = arith.constant 1152 : index
  // CHECK-DAG: %[[LENGTH0:.+]] = arith.constant 384
  %length0 = arith.constant 384 : index
  // CHECK-DAG: %[[LENGTH1:.+]] = arith.constant 384
  %length1 = arith.constant 384 : index
  // CHECK-DAG: %[[LENGTH2:.+]] = arith.constant 384
  %length2 = arith.constant 384 : index
  // CHECK-DAG: %[[PARAM_OFFSET0:.+]] = arith.constant 20480
  %param_offset0 = arith.constant 20480 : i64
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 21504
  %param_offset1 = arith.constant 21504 : i64
  // CHECK-DAG: %[[PARAM_OFFSET2:.+]] = arith.constant 22528
  %param_offset2 = arith.constant 22528 : i64
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.scatter {
  // CHECK-NEXT: %[[SOURCE]][%[[SOURCE_OFFSET0]] to %[[SOURCE_END0]] for %[[LENGTH0]]] : !stream.resource<transient>{%[[SIZE]]} -> %[[SCOPE]]::%[[KEY0]][%[[PARAM_OFFSET0]]],
  // CHECK-NEXT: %[[SOURCE]][%[[SOURCE_OFFSET1]] to %[[SOURCE_END1]] for %[[LENGTH1]]] : !stream.resource<transient>{%[[SIZE]]} -> %[[SCOPE]]::%[[KEY1]][%[[PARAM_OFFSET1]]],
  // CHECK-NEXT: %[[SOURCE]][%[[SOURCE_OFFSET2]] to %[[SOURCE_END2]] for %[[LENGTH2]]] : !stream.resource<transient>{%[[SIZE]]} -> %[[SCOPE]]::%[[KEY2]][%[[PARAM_OFFSET2]]]
  // CHECK-NEXT: } : !stream.resource<transient> => !stream.timepoint
  %result, %result_ready = stream.async.parameter.scatter {
    %source[%source_offset0 to %source_end0 for %length0] : !stream.resource<transient>{%size} -> %scope::%key0[%param_offset0],
    %source[%source_offset1 to %source_end1 for %length1] : !stream.resource<transient>{%size} -> %scope::%key1[%param_offset1],
    %source[%source_offset2 to %source_end2 for %length2] : !stream.resource<transient>{%size} -> %scope::%key2[%param_offset2]
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]] : !stream.resource<transient>{%[[SIZE]]}
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

