
// Tests that back edges with divergent timepoints don't get propagated.

// CHECK-LABEL: util.func public @branchDivergentBackEdge
util.func public @branchDivergentBackEdge(%cond: i1) -> !stream.timepoint {
  %t0 = stream.timepoint.immediate => !stream.timepoint
  // CHECK: cf.br ^bb1
  cf.br ^bb1(%cond, %t0 : i1, !stream.timepoint)
// CHECK-NEXT: ^bb1({{.+}}: i1, %[[BB1_T0:.+]]: !stream.timepoint)
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
  // CHECK-NEXT: util.return %[[BB2_T1]]
  util.return %bb2_t1 : !stream.timepoint
}

