
// Tests that await is absorbed into timepoint.join when it has no await clause.

// CHECK-LABEL: @awaitFoldIntoTimepointJoin
util.func public @awaitFoldIntoTimepointJoin(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated.
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Create another independent operation.
  // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op
  %clone2, %tp2 = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Join only needs %tp2 since %tp was absorbed into the second execute.
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[TP2]])
  %join = stream.timepoint.join max(%tp2) => !stream.timepoint

  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

