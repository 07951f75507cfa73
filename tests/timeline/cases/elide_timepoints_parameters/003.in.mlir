
// Tests that two independent parameter loads with their awaits both fold into
// a consuming timeline op, producing a joined timepoint.

// CHECK-LABEL: @twoParameterLoadsAwaitFoldIntoConsumer
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func public @twoParameterLoadsAwaitFoldIntoConsumer(%scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> !stream.resource<external> {
  %c0_i64 = arith.constant 0 : i64
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index

  // Two independent parameter loads.
  // CHECK: %[[LOADED0:.+]], %[[TP0:.+]] = stream.async.parameter.load
  %loaded0, %tp0 = stream.async.parameter.load %scope::%key0[%c0_i64]
      : !stream.resource<constant>{%c512} => !stream.timepoint
  // CHECK: %[[LOADED1:.+]], %[[TP1:.+]] = stream.async.parameter.load
  %loaded1, %tp1 = stream.async.parameter.load %scope::%key1[%c0_i64]
      : !stream.resource<constant>{%c1024} => !stream.timepoint

  // Both awaits should be eliminated.
  // CHECK-NOT: stream.timepoint.await
  %awaited0 = stream.timepoint.await %tp0 => %loaded0
      : !stream.resource<constant>{%c512}
  %awaited1 = stream.timepoint.await %tp1 => %loaded1
      : !stream.resource<constant>{%c1024}

  // Consumer should absorb both timepoints (joined).
  // CHECK: stream.test.timeline_op await(%[[TP0]], %[[TP1]]) => with(%[[LOADED0]], %[[LOADED1]])
  %result, %result_tp = stream.test.timeline_op with(%awaited0, %awaited1)
      : (!stream.resource<constant>{%c512}, !stream.resource<constant>{%c1024})
      -> !stream.resource<external>{%c1024}
      => !stream.timepoint
  %result_awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<external>{%c1024}
  util.return %result_awaited : !stream.resource<external>
}
