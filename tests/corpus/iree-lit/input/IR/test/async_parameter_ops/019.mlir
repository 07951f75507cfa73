
// Explicit await_timepoint synchronization makes operation legal.
// CHECK-LABEL: @asyncParameterLoadLegalExplicitAwait
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer, %[[KEY2:.+]]: !util.buffer)
util.func private @asyncParameterLoadLegalExplicitAwait(%scope: !util.buffer, %key1: !util.buffer, %key2: !util.buffer) -> !stream.resource<constant> {
  %c0_i64 = arith.constant 0 : i64
  %c100_i64 = arith.constant 100 : i64
  %c100 = arith.constant 100 : index
  %c0 = arith.constant 0 : index
  %c50 = arith.constant 50 : index
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key1[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
  // NO ERROR: explicit await_timepoint synchronization via await(%loaded_ready).
  // CHECK: stream.async.parameter.read
  %result, %result_ready = stream.async.parameter.read await(%loaded_ready) %scope::%key2[%c100_i64] -> %loaded[%c0 to %c50 for %c50] : !stream.resource<constant>{%c100} => !stream.timepoint
  %result_sync = stream.timepoint.await %result_ready => %result : !stream.resource<constant>{%c100}
  util.return %result_sync : !stream.resource<constant>
}

