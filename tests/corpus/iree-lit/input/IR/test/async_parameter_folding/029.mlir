
// CHECK-LABEL: @AsyncParameterLoadSliceThenAwaitElision
// CHECK-SAME: (%[[PARAM_OFFSET:[a-zA-Z0-9]+]]: i64, %[[LOAD_SIZE:[a-zA-Z0-9]+]]: index, %[[SLICE_START:[a-zA-Z0-9]+]]: index, %[[SLICE_END:[a-zA-Z0-9]+]]: index, %[[SLICE_SIZE:[a-zA-Z0-9]+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @AsyncParameterLoadSliceThenAwaitElision(%param_offset: i64, %load_size: index, %slice_start: index, %slice_end: index, %slice_size: index, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<constant> {
  // Load -> await -> slice -> await of same ready timepoint.
  // First await makes resource safe, slice folds, second await uses folded resource.
  // CHECK-DAG: %[[START_I64:.+]] = arith.index_cast %[[SLICE_START]] : index to i64
  // CHECK-DAG: %[[ADJUSTED_OFFSET:.+]] = arith.addi %[[PARAM_OFFSET]], %[[START_I64]]
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[ADJUSTED_OFFSET]]] : !stream.resource<constant>{%[[SLICE_SIZE]]} => !stream.timepoint
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%param_offset] : !stream.resource<constant>{%load_size} => !stream.timepoint
  // CHECK-NOT: stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[LOAD_SIZE]]}
  %awaited = stream.timepoint.await %loaded_ready => %loaded : !stream.resource<constant>{%load_size}
  // CHECK-NOT: stream.async.slice
  %sliced = stream.async.slice %awaited[%slice_start to %slice_end] : !stream.resource<constant>{%load_size} -> !stream.resource<constant>{%slice_size}
  // Second await should use folded resource with folded size.
  // CHECK: %[[SLICED_SYNC:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[SLICE_SIZE]]}
  %sliced_sync = stream.timepoint.await %loaded_ready => %sliced : !stream.resource<constant>{%slice_size}
  // CHECK: util.return %[[SLICED_SYNC]]
  util.return %sliced_sync : !stream.resource<constant>
}
