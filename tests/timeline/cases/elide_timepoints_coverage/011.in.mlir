
// Tests that back edges with divergent timepoints don't get propagated.

// TODO(benvanik): some way of knowing %t0 is always covered; for now we aren't
// smart enough to track that through and likely need some
// must-be-executed-context-like machinery in order to do so. We just want to
// make sure we're preserving the timepoints here for correctness.

// CHECK-LABEL: util.func public @branchDivergentBackEdge
// CHECK-SAME: (%{{.+}}: i1, %[[T0:.+]]: !stream.timepoint)
util.func public @branchDivergentBackEdge(%cond: i1, %t0: !stream.timepoint) -> !stream.timepoint {
  // CHECK: cf.br ^bb1
  cf.br ^bb1(%cond, %t0 : i1, !stream.timepoint)
// CHECK-NEXT: ^bb1(%[[BB1_COND:.+]]: i1, %[[BB1_T0:.+]]: !stream.timepoint)
^bb1(%bb1_cond: i1, %bb1_t0: !stream.timepoint):
  // CHECK-NOT: stream.timepoint.immediate
  // CHECK-NEXT: %[[BB1_T1:.+]] = stream.test.timeline_op await(%[[BB1_T0]]) => with() : () -> () => !stream.timepoint
  %bb1_t1 = stream.test.timeline_op await(%bb1_t0) => with() : () -> () => !stream.timepoint
  // CHECK: %[[FALSE:.+]] = arith.constant false
  %cond_false = arith.constant false
  // CHECK-NEXT: cf.cond_br
  // CHECK-SAME:   ^bb1(%[[FALSE]], %[[BB1_T1]] : i1, !stream.timepoint)
  // CHECK-SAME:   ^bb2(%[[BB1_T1]] : !stream.timepoint)
  cf.cond_br %bb1_cond, ^bb1(%cond_false, %bb1_t1 : i1, !stream.timepoint), ^bb2(%bb1_t1 : !stream.timepoint)
// CHECK-NEXT: ^bb2(%[[BB2_T1:.+]]: !stream.timepoint)
^bb2(%bb2_t1: !stream.timepoint):
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[T0]], %[[BB2_T1]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %bb2_t1) => !stream.timepoint
  // CHECK-NEXT: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

