
// CHECK-LABEL: @FoldAsyncParameterLoadResultSubview
// CHECK-SAME: (%[[OFFSET:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterLoadResultSubview(%offset: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<constant> {
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 50 : i64
  %param_offset = arith.constant 50 : i64
  %load_size = arith.constant 500 : index
  // CHECK-DAG: %[[SUBVIEW_OFFSET:.+]] = arith.constant 100 : index
  %subview_offset = arith.constant 100 : index
  // CHECK-DAG: %[[SUBVIEW_SIZE:.+]] = arith.constant 200 : index
  %subview_size = arith.constant 200 : index
  // CHECK-DAG: %[[DYNAMIC_OFFSET:.+]] = arith.addi %[[OFFSET]], %[[SUBVIEW_OFFSET]]
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[DYNAMIC_OFFSET]] : index to i64
  // CHECK-DAG: %[[FOLDED_OFFSET:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET]]
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[FOLDED_OFFSET]]] : !stream.resource<constant>{%[[SUBVIEW_SIZE]]} => !stream.timepoint
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%param_offset] : !stream.resource<constant>{%load_size} => !stream.timepoint
  %dynamic_offset = arith.addi %offset, %subview_offset : index
  // CHECK-NOT: stream.resource.subview
  %subview = stream.resource.subview %loaded[%dynamic_offset] : !stream.resource<constant>{%load_size} -> !stream.resource<constant>{%subview_size}
  // CHECK: %[[LOADED_SYNC:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[SUBVIEW_SIZE]]}
  %subview_sync = stream.timepoint.await %loaded_ready => %subview : !stream.resource<constant>{%subview_size}
  // CHECK: util.return %[[LOADED_SYNC]]
  util.return %subview_sync : !stream.resource<constant>
}

