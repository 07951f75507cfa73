
// Tests that forward edges with divergent timepoints don't get propagated.

// CHECK-LABEL: util.func public @branchDivergentForwardEdge
// CHECK-SAME: (%[[COND:.+]]: i1, %[[UNKNOWN:.+]]: !stream.timepoint)
util.func public @branchDivergentForwardEdge(%cond: i1, %unknown: !stream.timepoint) -> !stream.timepoint {
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NEXT: cf.cond_br %[[COND]]
  // CHECK-SAME:   ^bb1(%[[UNKNOWN]] : !stream.timepoint),
  // CHECK-SAME:   ^bb1(%[[IMM]] : !stream.timepoint)
  cf.cond_br %cond, ^bb1(%unknown : !stream.timepoint), ^bb1(%imm : !stream.timepoint)
// CHECK-NEXT: ^bb1(%[[BB1_ARG:.+]]: !stream.timepoint)
^bb1(%bb1_arg: !stream.timepoint):
  // CHECK: util.return %[[BB1_ARG]]
  util.return %bb1_arg : !stream.timepoint
}

