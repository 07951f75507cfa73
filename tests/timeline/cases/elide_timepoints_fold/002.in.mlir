
// Tests that await is absorbed into stream.cmd.execute when it has no await
// clause.

// CHECK-LABEL: @awaitFoldIntoCmdExecute
util.func public @awaitFoldIntoCmdExecute(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated.
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Cmd.execute should absorb the await.
  // CHECK: %[[RESULT_TP:.+]] = stream.cmd.execute await(%[[TP]]) =>
  // CHECK-SAME: with(%[[CLONE]] as %{{.+}}: !stream.resource<external>{%c8})
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %result_tp = stream.cmd.execute with(%awaited as %a: !stream.resource<external>{%c8}) {
    stream.cmd.concurrent {
      stream.cmd.fill %c0_i32, %a[%c0 for %c8] : i32 -> !stream.resource<external>{%c8}
    }
  } => !stream.timepoint

  // CHECK: util.return %[[RESULT_TP]]
  util.return %result_tp : !stream.timepoint
}

