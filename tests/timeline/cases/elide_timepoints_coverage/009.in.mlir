
// Tests that forward edges with convergent timepoints track coverage.
// Here both true and false paths cover %t0 and it can be elided at the join.

// CHECK-LABEL: util.func public @branchConvergentForwardEdge
// CHECK-SAME: (%[[COND:.+]]: i1, %[[T0:.+]]: !stream.timepoint)
util.func public @branchConvergentForwardEdge(%cond: i1, %t0: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[T1A:.+]] = stream.test.timeline_op await(%[[T0]]) => with() : () -> () => !stream.timepoint
  %t1a = stream.test.timeline_op await(%t0) => with() : () -> () => !stream.timepoint
  // CHECK: %[[T1B:.+]] = stream.test.timeline_op await(%[[T0]]) => with() : () -> () => !stream.timepoint
  %t1b = stream.test.timeline_op await(%t0) => with() : () -> () => !stream.timepoint
  // CHECK: cf.cond_br %[[COND]]
  // CHECK-SAME:   ^bb1(%[[T1A]] : !stream.timepoint),
  // CHECK-SAME:   ^bb1(%[[T1B]] : !stream.timepoint)
  cf.cond_br %cond, ^bb1(%t1a : !stream.timepoint), ^bb1(%t1b : !stream.timepoint)
// CHECK-NEXT: ^bb1(%[[BB1_ARG:.+]]: !stream.timepoint)
^bb1(%bb1_arg: !stream.timepoint):
  // CHECK: %[[T0_IMM:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: %[[JOIN:.+]] = stream.timepoint.join max(%[[T0_IMM]], %[[BB1_ARG]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %bb1_arg) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

