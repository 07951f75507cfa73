
// Tests mixed pattern: some resources awaited, some not, all yielded with
// same timepoint. Only the awaited ones should have their awaits eliminated.

// CHECK-LABEL: @scfMixedAwaitedAndNonAwaited
util.func public @scfMixedAwaitedAndNonAwaited(%cond: i1, %arg0: !stream.resource<external>, %arg1: !stream.resource<external>)
  -> (!stream.resource<external>, !stream.resource<external>) {
  %c8 = arith.constant 8 : index

  // Async operation on arg0.
  // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.test.timeline_op
  %r1, %tp1 = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // scf.if yields: awaited r1, non-awaited arg1, and tp1.
  // Only r1's await should be eliminated.
  // CHECK: %[[IF:.+]]:3 = scf.if %{{.+}} -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
  %if_r1, %if_r2, %if_tp = scf.if %cond -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) {
    %awaited_r1 = stream.timepoint.await %tp1 => %r1 : !stream.resource<external>{%c8}
    // arg1 is not awaited, just passed through.
    scf.yield %awaited_r1, %arg1, %tp1 : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
  } else {
    %imm = stream.timepoint.immediate => !stream.timepoint
    scf.yield %arg0, %arg1, %imm : !stream.resource<external>, !stream.resource<external>, !stream.timepoint
  }
  // The awaits may use joined timepoints and reference different resources.
  %final1 = stream.timepoint.await %if_tp => %if_r1 : !stream.resource<external>{%c8}
  // CHECK: %{{.+}} = stream.timepoint.await %[[IF]]#2 => %[[IF]]#1
  %final2 = stream.timepoint.await %if_tp => %if_r2 : !stream.resource<external>{%c8}
  util.return %final1, %final2 : !stream.resource<external>, !stream.resource<external>
}
