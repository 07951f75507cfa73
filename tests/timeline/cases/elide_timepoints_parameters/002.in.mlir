
// Tests that an await of a parameter write's result timepoint is absorbed into
// a consuming timeline op.

// CHECK-LABEL: @parameterWriteAwaitFoldsIntoConsumer
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<external>, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func public @parameterWriteAwaitFoldsIntoConsumer(%source: !stream.resource<external>, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<external> {
  %c0_i64 = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index

  // Write to parameter (returns tied source + timepoint).
  // CHECK: %[[WRITTEN:.+]], %[[WRITE_TP:.+]] = stream.async.parameter.write
  %written, %write_tp = stream.async.parameter.write
      %source[%c0 to %c1024 for %c1024] -> %scope::%key[%c0_i64]
      : !stream.resource<external>{%c1024} => !stream.timepoint

  // Await should be eliminated.
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %write_tp => %written
      : !stream.resource<external>{%c1024}

  // Consumer should absorb the write's timepoint.
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op await(%[[WRITE_TP]]) => with(%[[WRITTEN]])
  %result, %result_tp = stream.test.timeline_op with(%awaited)
      : (!stream.resource<external>{%c1024})
      -> !stream.resource<external>{%c1024}
      => !stream.timepoint
  %result_awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<external>{%c1024}
  util.return %result_awaited : !stream.resource<external>
}

