
// Tests that await is sunk into BOTH branches when both branches use the value
// but perform different operations in mutually exclusive execution paths.

// CHECK-LABEL: @scfIfSinkIntoBothBranches
util.func public @scfIfSinkIntoBothBranches(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %{{.+}}, %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated (folded into execute in both branches).
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Both branches use clone but perform different slices.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: uses clone for first half slice.
    // CHECK: %[[R0:.+]], %[[TP0:.+]] = stream.test.timeline_op await(%[[TP]]) =>
      %r0, %tp0 = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    %r0_ready = stream.timepoint.await %tp0 => %r0 : !stream.resource<external>{%c4}
    scf.yield %r0_ready : !stream.resource<external>
  } else {
    // Else: uses clone for second half slice.
    // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.test.timeline_op await(%[[TP]]) =>
      %r1, %tp1 = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    %r1_ready = stream.timepoint.await %tp1 => %r1 : !stream.resource<external>{%c4}
    scf.yield %r1_ready : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

