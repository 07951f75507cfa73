
// CHECK-LABEL: @MultipleAsyncParameterFoldsInFunction
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[TARGET_SIZE:.+]]: index, %[[LOAD_PARAM_OFFSET:[a-zA-Z0-9]+]]: i64, %[[LOAD_SIZE:[a-zA-Z0-9]+]]: index, %[[LOAD_SUBVIEW_OFFSET:[a-zA-Z0-9]+]]: index, %[[LOAD_SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[READ_PARAM_OFFSET:[a-zA-Z0-9]+]]: i64, %[[READ_SUBVIEW_OFFSET:[a-zA-Z0-9]+]]: index, %[[READ_SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[READ_OFFSET:[a-zA-Z0-9]+]]: index, %[[READ_END:[a-zA-Z0-9]+]]: index, %[[READ_LENGTH:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @MultipleAsyncParameterFoldsInFunction(%target: !stream.resource<transient>, %target_size: index, %load_param_offset: i64, %load_size: index, %load_subview_offset: index, %load_subview_size: index, %read_param_offset: i64, %read_subview_offset: index, %read_subview_size: index, %read_offset: index, %read_end: index, %read_length: index, %scope: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> (!stream.resource<constant>, !stream.resource<transient>) {
  // Test multiple independent folds in same function.
  // First fold: load result subview.
  // CHECK-DAG: %[[LOAD_OFFSET_I64:.+]] = arith.index_cast %[[LOAD_SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[LOAD_ADJUSTED_OFFSET:.+]] = arith.addi %[[LOAD_PARAM_OFFSET]], %[[LOAD_OFFSET_I64]]
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY1]][%[[LOAD_ADJUSTED_OFFSET]]] : !stream.resource<constant>{%[[LOAD_SUBVIEW_SIZE]]} => !stream.timepoint
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key1[%load_param_offset] : !stream.resource<constant>{%load_size} => !stream.timepoint
  // Second fold arithmetic appears after load operation.
  // CHECK-DAG: %[[READ_OFFSET_I64:.+]] = arith.index_cast %[[READ_SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[READ_ADJUSTED_PARAM:.+]] = arith.addi %[[READ_PARAM_OFFSET]], %[[READ_OFFSET_I64]]
  // CHECK-DAG: %[[READ_ADJUSTED_OFFSET:.+]] = arith.addi %[[READ_SUBVIEW_OFFSET]], %[[READ_OFFSET]]
  // CHECK-DAG: %[[READ_ADJUSTED_END:.+]] = arith.addi %[[READ_ADJUSTED_OFFSET]], %[[READ_LENGTH]]
  // CHECK-NOT: stream.resource.subview %[[LOADED]]
  %load_subview = stream.resource.subview %loaded[%load_subview_offset] : !stream.resource<constant>{%load_size} -> !stream.resource<constant>{%load_subview_size}
  // Second fold: read target subview (independent of first).
  // CHECK-NOT: stream.resource.subview %[[TARGET]]
  %read_subview = stream.resource.subview %target[%read_subview_offset] : !stream.resource<transient>{%target_size} -> !stream.resource<transient>{%read_subview_size}
  // CHECK: %[[READ_RESULT:.+]], %[[READ_RESULT_READY:.+]] = stream.async.parameter.read %[[SCOPE]]::%[[KEY2]][%[[READ_ADJUSTED_PARAM]]] -> %[[TARGET]][%[[READ_ADJUSTED_OFFSET]] to %[[READ_ADJUSTED_END]]
  %read_result, %read_result_ready = stream.async.parameter.read %scope::%key2[%read_param_offset] -> %read_subview[%read_offset to %read_end for %read_length] : !stream.resource<transient>{%read_subview_size} => !stream.timepoint
  // CHECK-DAG: %[[READ_RESULT_SYNC:.+]] = stream.timepoint.await %[[READ_RESULT_READY]] => %[[READ_RESULT]]
  %read_result_sync = stream.timepoint.await %read_result_ready => %read_result : !stream.resource<transient>{%target_size}
  // CHECK-DAG: %[[LOADED_SYNC:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[LOAD_SUBVIEW_SIZE]]}
  %load_subview_sync = stream.timepoint.await %loaded_ready => %load_subview : !stream.resource<constant>{%load_subview_size}
  // CHECK: util.return %[[LOADED_SYNC]], %[[READ_RESULT_SYNC]]
  util.return %load_subview_sync, %read_result_sync : !stream.resource<constant>, !stream.resource<transient>
}

