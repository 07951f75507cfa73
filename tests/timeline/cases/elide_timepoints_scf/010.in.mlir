
// Tests multi-layer nested control flow where await sinking happens at
// multiple nesting levels.

// CHECK-LABEL: @scfIfMultiLayerNested
util.func public @scfIfMultiLayerNested(%outer: i1, %middle: i1, %inner: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated (sunk to innermost level).
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Outer scf.if: clone used only in else branch's nested scf.if.
  // CHECK: %[[OUTER_RESULT:.+]] = scf.if %{{.+}} -> (!stream.resource<external>)
  %outer_result = scf.if %outer -> !stream.resource<external> {
    // Outer then: independent.
    // CHECK: %[[R0:.+]], %[[TP0:.+]] = stream.test.timeline_op
    %r0, %tp0 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
    %r0_ready = stream.timepoint.await %tp0 => %r0 : !stream.resource<external>{%c4}
    scf.yield %r0_ready : !stream.resource<external>
  } else {
    // Outer else: has middle scf.if.
    // CHECK: %[[MIDDLE_RESULT:.+]] = scf.if %{{.+}} -> (!stream.resource<external>)
    %middle_result = scf.if %middle -> !stream.resource<external> {
      // Middle then: independent.
      // CHECK: %[[R_MID:.+]], %[[TP_MID:.+]] = stream.test.timeline_op
        %r_mid, %tp_mid = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
      // CHECK: stream.timepoint.await %[[TP_MID]] => %[[R_MID]]
      %r_mid_ready = stream.timepoint.await %tp_mid => %r_mid : !stream.resource<external>{%c4}
      scf.yield %r_mid_ready : !stream.resource<external>
    } else {
      // Middle else: has inner scf.if where clone is used.
      // CHECK: %[[INNER_RESULT:.+]] = scf.if %{{.+}} -> (!stream.resource<external>)
      %inner_result = scf.if %inner -> !stream.resource<external> {
        // Inner then: uses clone - await sunk to innermost level.
        // CHECK: %[[R:.+]], %[[TP2:.+]] = stream.test.timeline_op await(%[[TP]]) =>
                  %r2, %tp2 = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
        // CHECK: %[[R2_READY:.+]] = stream.timepoint.await %[[TP2]] => %[[R]]
        %r2_ready = stream.timepoint.await %tp2 => %r2 : !stream.resource<external>{%c4}
        // CHECK: scf.yield %[[R2_READY]]
        scf.yield %r2_ready : !stream.resource<external>
      } else {
        // Inner else: yields clone directly - await sunk here too.
        // CHECK: %[[R2_READY:.+]] = stream.timepoint.await %[[TP]] => %[[CLONE]]
        // CHECK-NEXT: scf.yield %[[R2_READY]]
        scf.yield %awaited : !stream.resource<external>
      }
      // CHECK: scf.yield %[[INNER_RESULT]]
      scf.yield %inner_result : !stream.resource<external>
    }
    // CHECK: scf.yield %[[MIDDLE_RESULT]]
    scf.yield %middle_result : !stream.resource<external>
  }
  // CHECK: util.return %[[OUTER_RESULT]]
  util.return %outer_result : !stream.resource<external>
}

