
// CHECK-LABEL: @FoldAsyncParameterLoadResultSlice
// CHECK-SAME: (%[[OFFSET:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterLoadResultSlice(%offset: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<constant> {
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 60 : i64
  %param_offset = arith.constant 60 : i64
  %load_size = arith.constant 600 : index
  // CHECK-DAG: %[[SLICE_OFFSET:.+]] = arith.constant 110 : index
  %slice_offset = arith.constant 110 : index
  %slice_end = arith.constant 310 : index
  // CHECK-DAG: %[[SLICE_SIZE:.+]] = arith.constant 210 : index
  %slice_size = arith.constant 210 : index
  // CHECK-DAG: %[[DYNAMIC_OFFSET:.+]] = arith.addi %[[OFFSET]], %[[SLICE_OFFSET]]
  // CHECK-DAG: %[[OFFSET_I64:.+]] = arith.index_cast %[[DYNAMIC_OFFSET]] : index to i64
  // CHECK-DAG: %[[FOLDED_OFFSET:.+]] = arith.addi %[[OFFSET_I64]], %[[PARAM_OFFSET]]
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[FOLDED_OFFSET]]] : !stream.resource<constant>{%[[SLICE_SIZE]]} => !stream.timepoint
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%param_offset] : !stream.resource<constant>{%load_size} => !stream.timepoint
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %loaded_ready => %loaded : !stream.resource<constant>{%load_size}
  %dynamic_offset = arith.addi %offset, %slice_offset : index
  %dynamic_end = arith.addi %dynamic_offset, %slice_size : index
  // CHECK-NOT: stream.async.slice
  %sliced = stream.async.slice %awaited[%dynamic_offset to %dynamic_end] : !stream.resource<constant>{%load_size} -> !stream.resource<constant>{%slice_size}
  // CHECK: %[[SLICED_SYNC:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[SLICE_SIZE]]}
  %sliced_sync = stream.timepoint.await %loaded_ready => %sliced : !stream.resource<constant>{%slice_size}
  // CHECK: util.return %[[SLICED_SYNC]]
  util.return %sliced_sync : !stream.resource<constant>
}

