
// Tests await used in BOTH timeline op and non-timeline op (condition).

// CHECK-LABEL: @awaitMixedTimelineAndNonTimelineUse
util.func public @awaitMixedTimelineAndNonTimelineUse(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated from timeline op use, but preserved for comparison.
  // CHECK: stream.timepoint.await %[[TP]] => %[[CLONE]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Non-timeline use: pointer comparison.
  %cond = util.cmp.eq %awaited, %arg1 : !stream.resource<external>

  // Timeline use in scf.if.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Should fold for timeline op use.
    // CHECK: %[[EXEC:.+]], %{{.+}} = stream.test.timeline_op await(%[[TP]]) =>
    // CHECK-SAME: with(%[[CLONE]])
    %exec, %exec_tp = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    // CHECK: scf.yield %[[EXEC]]
    scf.yield %exec : !stream.resource<external>
  } else {
    scf.yield %arg1 : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

