
// Tests multiple timepoints at different nesting levels.

// CHECK-LABEL: @scfIfMultipleTimepointsNested
util.func public @scfIfMultipleTimepointsNested(%outer: i1, %inner: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // First async operation.
  // CHECK: %[[CLONE1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %clone1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated.
  // CHECK-NOT: stream.timepoint.await %[[TP1]]
  %awaited1 = stream.timepoint.await %tp1 => %clone1 : !stream.resource<external>{%c8}

  // CHECK: %[[OUTER_RESULT:.+]] = scf.if %{{.+}} -> (!stream.resource<external>)
  %outer_result = scf.if %outer -> !stream.resource<external> {
    // Inner async operation in then branch.
    // CHECK: %[[CLONE2:.+]], %[[TP2:.+]] = stream.test.timeline_op await(%[[TP1]]) =>
    %clone2, %tp2 = stream.test.timeline_op with(%awaited1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

    // CHECK-NOT: stream.timepoint.await %[[TP2]]
    %awaited2 = stream.timepoint.await %tp2 => %clone2 : !stream.resource<external>{%c8}

    // CHECK: %[[INNER_RESULT:.+]] = scf.if %{{.+}} -> (!stream.resource<external>)
    %inner_result = scf.if %inner -> !stream.resource<external> {
      // Uses clone2 from parent region.
      // CHECK: %[[R:.+]], %[[TP_R:.+]] = stream.test.timeline_op await(%[[TP2]]) =>
      %r, %tp = stream.test.timeline_op with(%awaited2) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
      // CHECK: %[[R_READY:.+]] = stream.timepoint.await %[[TP_R]] => %[[R]]
      %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
      // CHECK: scf.yield %[[R_READY]]
      scf.yield %r_ready : !stream.resource<external>
    } else {
      // CHECK: %[[R_ELSE:.+]], %[[TP_R_ELSE:.+]] = stream.test.timeline_op
        %r, %tp = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
      // CHECK: %[[R_ELSE_READY:.+]] = stream.timepoint.await %[[TP_R_ELSE]] => %[[R_ELSE]]
      %r_ready = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
      // CHECK: scf.yield %[[R_ELSE_READY]]
      scf.yield %r_ready : !stream.resource<external>
    }
    // CHECK: scf.yield %[[INNER_RESULT]]
    scf.yield %inner_result : !stream.resource<external>
  } else {
    // Uses clone1 from outer region.
    // CHECK: %[[R3:.+]], %[[TP3:.+]] = stream.test.timeline_op await(%[[TP1]]) =>
    %r3, %tp3 = stream.test.timeline_op with(%awaited1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    %r3_ready = stream.timepoint.await %tp3 => %r3 : !stream.resource<external>{%c4}
    scf.yield %r3_ready : !stream.resource<external>
  }
  // CHECK: util.return %[[OUTER_RESULT]]
  util.return %outer_result : !stream.resource<external>
}

