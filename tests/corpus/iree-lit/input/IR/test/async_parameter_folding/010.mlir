
// CHECK-LABEL: @FoldAsyncParameterLoadResultSliceMultipleSlices
// CHECK-SAME: (%[[PARAM_OFFSET:[a-zA-Z0-9]+]]: i64, %[[SIZE:[a-zA-Z0-9]+]]: index, %[[SLICE1_SIZE:[a-zA-Z0-9]+]]: index, %[[SLICE2_SIZE:[a-zA-Z0-9]+]]: index, %[[SLICE1_START:[a-zA-Z0-9]+]]: index, %[[SLICE1_END:[a-zA-Z0-9]+]]: index, %[[SLICE2_START:[a-zA-Z0-9]+]]: index, %[[SLICE2_END:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterLoadResultSliceMultipleSlices(%param_offset: i64, %size: index, %slice1_size: index, %slice2_size: index, %slice1_start: index, %slice1_end: index, %slice2_start: index, %slice2_end: index, %scope: !util.buffer, %key: !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>) {
  // Load result awaited, but await result used by multiple different slices.
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[PARAM_OFFSET]]] : !stream.resource<constant>{%[[SIZE]]}
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%param_offset] : !stream.resource<constant>{%size} => !stream.timepoint
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[SIZE]]}
  %awaited = stream.timepoint.await %loaded_ready => %loaded : !stream.resource<constant>{%size}
  // Both slices should NOT fold because awaited result has multiple uses.
  // CHECK: %[[SLICED1:.+]] = stream.async.slice %[[AWAITED]][%[[SLICE1_START]] to %[[SLICE1_END]]] : !stream.resource<constant>{%[[SIZE]]} -> !stream.resource<constant>{%[[SLICE1_SIZE]]}
  %sliced1 = stream.async.slice %awaited[%slice1_start to %slice1_end] : !stream.resource<constant>{%size} -> !stream.resource<constant>{%slice1_size}
  // CHECK: %[[SLICED2:.+]] = stream.async.slice %[[AWAITED]][%[[SLICE2_START]] to %[[SLICE2_END]]] : !stream.resource<constant>{%[[SIZE]]} -> !stream.resource<constant>{%[[SLICE2_SIZE]]}
  %sliced2 = stream.async.slice %awaited[%slice2_start to %slice2_end] : !stream.resource<constant>{%size} -> !stream.resource<constant>{%slice2_size}
  // CHECK: util.return %[[SLICED1]], %[[SLICED2]]
  util.return %sliced1, %sliced2 : !stream.resource<constant>, !stream.resource<constant>
}

