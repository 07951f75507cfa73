
// Tests nested control flow: await optimization applies to outer scf.if,
// and inner operations are handled correctly.

// CHECK-LABEL: @scfIfNested
util.func public @scfIfNested(%outer_cond: i1, %inner_cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0_i32 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %c4_i32 = arith.constant 4 : i32
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated (sunk into else branch).
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Outer scf.if: clone used only in else branch.
  // CHECK: %[[OUTER_RESULT:.+]] = scf.if %{{.+}} -> (!stream.resource<external>)
  %outer_result = scf.if %outer_cond -> !stream.resource<external> {
    // Then branch: independent, has nested scf.if.
    // CHECK: %[[INNER_RESULT:.+]] = scf.if %{{.+}} -> (!stream.resource<external>)
    %inner_result = scf.if %inner_cond -> !stream.resource<external> {
      // CHECK: %[[R0:.+]], %[[TP0:.+]] = stream.test.timeline_op
        %r0, %tp0 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
      %r0_ready = stream.timepoint.await %tp0 => %r0 : !stream.resource<external>{%c4}
      scf.yield %r0_ready : !stream.resource<external>
    } else {
      // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.test.timeline_op
        %r1, %tp1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
      %r1_ready = stream.timepoint.await %tp1 => %r1 : !stream.resource<external>{%c4}
      scf.yield %r1_ready : !stream.resource<external>
    }
    // CHECK: scf.yield %[[INNER_RESULT]]
    scf.yield %inner_result : !stream.resource<external>
  } else {
    // Else branch: yields clone directly - await should be sunk here.
    // CHECK: %[[R1_READY:.+]] = stream.timepoint.await %[[TP]] => %[[CLONE]]
    // CHECK-NEXT: scf.yield %[[R1_READY]]
    scf.yield %awaited : !stream.resource<external>
  }
  // CHECK: util.return %[[OUTER_RESULT]]
  util.return %outer_result : !stream.resource<external>
}

