
// Tests dominance: value from outer scope used in nested scf.if (should work).

// CHECK-LABEL: @awaitFoldOuterToInnerScope
util.func public @awaitFoldOuterToInnerScope(%outer_cond: i1, %inner_cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0_i32 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Value defined in outer scope.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await in outer scope.
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Outer scf.if.
  // CHECK: %{{.+}} = scf.if
  %result = scf.if %outer_cond -> !stream.resource<external> {
    // Inner scf.if uses awaited value from outer scope.
    // CHECK: %{{.+}} = scf.if
    %inner_result = scf.if %inner_cond -> !stream.resource<external> {
      // Should fold - %clone dominates this use.
      // CHECK: %[[EXEC:.+]], %{{.+}} = stream.test.timeline_op await(%[[TP]]) =>
      // CHECK-SAME: with(%[[CLONE]])
      %exec, %exec_tp = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      // CHECK: scf.yield %[[EXEC]]
      scf.yield %exec : !stream.resource<external>
    } else {
      %splat = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c4}
      scf.yield %splat : !stream.resource<external>
    }
    scf.yield %inner_result : !stream.resource<external>
  } else {
    %splat = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c4}
    scf.yield %splat : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

