
// CHECK-LABEL: @ElideImmediateAsyncParameterLoadThenSubviewFold
// CHECK-SAME: (%[[PARAM_OFFSET:[a-zA-Z0-9]+]]: i64, %[[LOAD_SIZE:[a-zA-Z0-9]+]]: index, %[[SUBVIEW_OFFSET:[a-zA-Z0-9]+]]: index, %[[SUBVIEW_SIZE:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @ElideImmediateAsyncParameterLoadThenSubviewFold(%param_offset: i64, %load_size: index, %subview_offset: index, %subview_size: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<constant> {
  // Test pattern composition: immediate await elision + subview folding.
  // CHECK-NOT: stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[SUBVIEW_OFFSET]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_OFFSET:.+]] = arith.addi %[[PARAM_OFFSET]], %[[OFFSET_I64]]
  // Immediate is elided from await, subview folds into load.
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[ADJUSTED_OFFSET]]] : !stream.resource<constant>{%[[SUBVIEW_SIZE]]} => !stream.timepoint
  %loaded, %loaded_ready = stream.async.parameter.load await(%imm) %scope::%key[%param_offset] : !stream.resource<constant>{%load_size} => !stream.timepoint
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %loaded[%subview_offset] : !stream.resource<constant>{%load_size} -> !stream.resource<constant>{%subview_size}
  // CHECK: %[[LOADED_SYNC:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[SUBVIEW_SIZE]]}
  %subview_sync = stream.timepoint.await %loaded_ready => %subview : !stream.resource<constant>{%subview_size}
  // CHECK: util.return %[[LOADED_SYNC]]
  util.return %subview_sync : !stream.resource<constant>
}

