
// Tests nested stream.test.timeline_op regions.

// CHECK-LABEL: @awaitWithNestedAsyncExecute
util.func public @awaitWithNestedAsyncExecute(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // Outer stream.test.timeline_op.
  // CHECK: %[[OUTER:.+]], %[[OUTER_TP:.+]] = stream.test.timeline_op
  %outer, %outer_tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await outer result.
  // CHECK-NOT: stream.timepoint.await %[[OUTER_TP]]
  %awaited_outer = stream.timepoint.await %outer_tp => %outer : !stream.resource<external>{%c8}

  // Inner stream.test.timeline_op that uses awaited outer result.
  // CHECK: %[[INNER:.+]], %{{.+}} = stream.test.timeline_op await(%[[OUTER_TP]]) =>
  // CHECK-SAME: with(%[[OUTER]])
  %inner, %inner_tp = stream.test.timeline_op with(%awaited_outer) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[INNER]]
  util.return %inner : !stream.resource<external>
}

