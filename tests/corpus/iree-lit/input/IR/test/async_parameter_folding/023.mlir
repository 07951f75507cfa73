
// CHECK-LABEL: @FoldAsyncParameterScatterSourceSubviewVariadicEntries
// CHECK-SAME: (%[[BASE:.+]]: !stream.resource<transient>, %[[BASE_SIZE:.+]]: index, %[[OFFSET:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer, %[[KEY3:.+]]: !util.buffer)
util.func private @FoldAsyncParameterScatterSourceSubviewVariadicEntries(%base: !stream.resource<transient>, %base_size: index, %offset: index, %scope: !util.buffer, %key1: !util.buffer, %key2: !util.buffer, %key3: !util.buffer) -> !stream.resource<transient> {
  // CHECK-DAG: %[[PARAM_OFFSET1:.+]] = arith.constant 800 : i64
  %param_offset1 = arith.constant 800 : i64
  // CHECK-DAG: %[[PARAM_OFFSET2:.+]] = arith.constant 900 : i64
  %param_offset2 = arith.constant 900 : i64
  // CHECK-DAG: %[[PARAM_OFFSET3:.+]] = arith.constant 1000 : i64
  %param_offset3 = arith.constant 1000 : i64
  // CHECK-DAG: %[[SOURCE_OFFSET1:.+]] = arith.constant 40 : index
  %source_offset1 = arith.constant 40 : index
  %source_end1 = arith.constant 140 : index
  %source_length1 = arith.constant 100 : index
  // CHECK-DAG: %[[SOURCE_OFFSET2:.+]] = arith.constant 50 : index
  %source_offset2 = arith.constant 50 : index
  %source_end2 = arith.constant 150 : index
  %source_length2 = arith.constant 100 : index
  // CHECK-DAG: %[[SOURCE_OFFSET3:.+]] = arith.constant 60 : index
  %source_offset3 = arith.constant 60 : index
  %source_end3 = arith.constant 160 : index
  %source_length3 = arith.constant 100 : index
  %subview_size = arith.constant 800 : index
  // Single scatter with 3 variadic entries using same subview should fold.
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[OFFSET]] : index to i64
  // CHECK-DAG: %[[FOLDED_PARAM1:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET1]]
  // CHECK-DAG: %[[FOLDED_PARAM2:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET2]]
  // CHECK-DAG: %[[FOLDED_PARAM3:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET3]]
  // CHECK-DAG: %[[FOLDED_SOURCE1:.+]] = arith.addi %[[OFFSET]], %[[SOURCE_OFFSET1]]
  // CHECK-DAG: %[[FOLDED_SOURCE2:.+]] = arith.addi %[[OFFSET]], %[[SOURCE_OFFSET2]]
  // CHECK-DAG: %[[FOLDED_SOURCE3:.+]] = arith.addi %[[OFFSET]], %[[SOURCE_OFFSET3]]
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %base[%offset] : !stream.resource<transient>{%base_size} -> !stream.resource<transient>{%subview_size}
  // All 3 entries should have folded offsets.
  // CHECK: %[[RESULT:.+]], %[[RESULT_READY:.+]] = stream.async.parameter.scatter {
  // CHECK-NEXT: %[[BASE]][%[[FOLDED_SOURCE1]]{{.+}} -> %[[SCOPE]]::%[[KEY1]][%[[FOLDED_PARAM1]]]
  // CHECK-NEXT: %[[BASE]][%[[FOLDED_SOURCE2]]{{.+}} -> %[[SCOPE]]::%[[KEY2]][%[[FOLDED_PARAM2]]]
  // CHECK-NEXT: %[[BASE]][%[[FOLDED_SOURCE3]]{{.+}} -> %[[SCOPE]]::%[[KEY3]][%[[FOLDED_PARAM3]]]
  %result, %result_ready = stream.async.parameter.scatter {
    %subview[%source_offset1 to %source_end1 for %source_length1] : !stream.resource<transient>{%subview_size} -> %scope::%key1[%param_offset1],
    %subview[%source_offset2 to %source_end2 for %source_length2] : !stream.resource<transient>{%subview_size} -> %scope::%key2[%param_offset2],
    %subview[%source_offset3 to %source_end3 for %source_length3] : !stream.resource<transient>{%subview_size} -> %scope::%key3[%param_offset3]
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %[[RESULT_SYNC:.+]] = stream.timepoint.await %[[RESULT_READY]] => %[[RESULT]]
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<transient>{%base_size}
  // CHECK: util.return %[[RESULT_SYNC]]
  util.return %result_sync : !stream.resource<transient>
}

