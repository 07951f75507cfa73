
// Tests that await is NOT folded when async value doesn't dominate the
// consumer.

// CHECK-LABEL: @awaitNoFoldAcrossRegionBoundary
util.func public @awaitNoFoldAcrossRegionBoundary(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0_i32 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // scf.if produces a value defined inside a branch.
  // CHECK: %[[IF_RESULT:.+]] = scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Value defined inside then branch.
    %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

    // Await inside branch.
    %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}
    scf.yield %awaited : !stream.resource<external>
  } else {
    %splat = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c4}
    scf.yield %splat : !stream.resource<external>
  }

  // Consumer outside the branch - should NOT fold because %clone doesn't
  // dominate.
  // The final execute should not have an await clause.
  // CHECK: %[[FINAL:.+]], %{{.+}} = stream.test.timeline_op with(%[[IF_RESULT]])
  %final, %final_tp = stream.test.timeline_op with(%result) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[FINAL]]
  util.return %final : !stream.resource<external>
}

