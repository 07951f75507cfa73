
// Tests that forward edges with convergently immediate timepoints get
// propagated.

// CHECK-LABEL: util.func public @branchConvergentForwardEdge
util.func public @branchConvergentForwardEdge(%cond: i1) -> !stream.timepoint {
  // CHECK: %[[IMM0:.+]] = stream.timepoint.immediate
  %imm0 = stream.timepoint.immediate => !stream.timepoint
  // CHECK: %[[IMM1:.+]] = stream.timepoint.immediate
  %imm1 = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NEXT: cf.cond_br
  // CHECK-SAME:   ^bb1(%[[IMM0]] : !stream.timepoint),
  // CHECK-SAME:   ^bb1(%[[IMM1]] : !stream.timepoint)
  cf.cond_br %cond, ^bb1(%imm0 : !stream.timepoint), ^bb1(%imm1 : !stream.timepoint)
// CHECK-NEXT: ^bb1(%[[BB1_ARG:.+]]: !stream.timepoint)
^bb1(%bb1_arg: !stream.timepoint):
  // CHECK: %[[BB1_IMM:.+]] = stream.timepoint.immediate
  // CHECK: util.return %[[BB1_IMM]]
  util.return %bb1_arg : !stream.timepoint
}

