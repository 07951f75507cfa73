
// CHECK-LABEL: @FoldAsyncParameterLoadResultSliceDynamicBoth
// CHECK-SAME: (%[[DYNAMIC_START:.+]]: index, %[[DYNAMIC_END:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterLoadResultSliceDynamicBoth(%dynamic_start: index, %dynamic_end: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<constant> {
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 250 : i64
  %param_offset = arith.constant 250 : i64
  %load_size = arith.constant 1000 : index
  // CHECK-DAG: %[[SLICE_SIZE:.+]] = arith.subi %[[DYNAMIC_END]], %[[DYNAMIC_START]]
  %slice_size = arith.subi %dynamic_end, %dynamic_start : index
  // Both start and end are dynamic.
  // CHECK-DAG: %[[START_I64:.+]] = arith.index_cast %[[DYNAMIC_START]] : index to i64
  // CHECK-DAG: %[[FOLDED_OFFSET:.+]] = arith.addi %[[START_I64]], %[[PARAM_OFFSET]]
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[FOLDED_OFFSET]]] : !stream.resource<constant>{%[[SLICE_SIZE]]} => !stream.timepoint
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%param_offset] : !stream.resource<constant>{%load_size} => !stream.timepoint
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %loaded_ready => %loaded : !stream.resource<constant>{%load_size}
  // CHECK-NOT: stream.async.slice
  %sliced = stream.async.slice %awaited[%dynamic_start to %dynamic_end] : !stream.resource<constant>{%load_size} -> !stream.resource<constant>{%slice_size}
  // CHECK: %[[SLICED_SYNC:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[SLICE_SIZE]]}
  %sliced_sync = stream.timepoint.await %loaded_ready => %sliced : !stream.resource<constant>{%slice_size}
  // CHECK: util.return %[[SLICED_SYNC]]
  util.return %sliced_sync : !stream.resource<constant>
}

