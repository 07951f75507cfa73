
// Proper await synchronization makes resource timeline-safe.
// CHECK-LABEL: @asyncParameterLoadLegalAwaitThenSlice
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @asyncParameterLoadLegalAwaitThenSlice(%scope: !util.buffer, %key: !util.buffer) -> !stream.resource<constant> {
  %c0_i64 = arith.constant 0 : i64
  %c100 = arith.constant 100 : index
  %c10 = arith.constant 10 : index
  %c60 = arith.constant 60 : index
  %c50 = arith.constant 50 : index
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
  %awaited = stream.timepoint.await %loaded_ready => %loaded : !stream.resource<constant>{%c100}
  // NO ERROR: awaited resource is timeline-safe.
  // CHECK: stream.async.slice
  %sliced = stream.async.slice %awaited[%c10 to %c60] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c50}
  util.return %sliced : !stream.resource<constant>
}

