
// Tests that forward edges with divergent timepoint coverage get propagated.
// %t0 is covered on both paths but %t1 is only covered when %cond == true.

// CHECK-LABEL: util.func public @branchDivergentForwardEdge
// CHECK-SAME: (%{{.+}}: i1, %[[T0:.+]]: !stream.timepoint, %[[T1:.+]]: !stream.timepoint)
util.func public @branchDivergentForwardEdge(%cond: i1, %t0: !stream.timepoint, %t1: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[T01:.+]] = stream.timepoint.join max(%[[T0]], %[[T1]]) => !stream.timepoint
  %t01 = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
  // CHECK-NEXT: cf.cond_br
  // CHECK-SAME:   ^bb1(%[[T0]] : !stream.timepoint),
  // CHECK-SAME:   ^bb1(%[[T01]] : !stream.timepoint)
  cf.cond_br %cond, ^bb1(%t0 : !stream.timepoint), ^bb1(%t01 : !stream.timepoint)
// CHECK-NEXT: ^bb1(%[[BB1_ARG:.+]]: !stream.timepoint)
^bb1(%bb1_arg: !stream.timepoint):
  // CHECK: %[[T0_IMM:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: %[[JOIN:.+]] = stream.timepoint.join max(%[[T0_IMM]], %[[T1]], %[[BB1_ARG]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %t1, %bb1_arg) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

