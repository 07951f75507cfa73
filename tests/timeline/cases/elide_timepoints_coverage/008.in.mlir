
// Tests that timepoints are tracked through branches args.
// In this simple case %bb1_t0 always covers %t0.

// CHECK-LABEL: util.func public @branch
// CHECK-SAME: (%[[T0:.+]]: !stream.timepoint)
util.func public @branch(%t0: !stream.timepoint) -> !stream.timepoint {
  // CHECK: cf.br ^bb1
  cf.br ^bb1(%t0 : !stream.timepoint)
// CHECK-NEXT: ^bb1(%[[BB1_T0:.+]]: !stream.timepoint)
^bb1(%bb1_t0: !stream.timepoint):
  // CHECK: %[[T0_IMM:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: %[[JOIN:.+]] = stream.timepoint.join max(%[[T0_IMM]], %[[BB1_T0]]) => !stream.timepoint
  %join = stream.timepoint.join max(%t0, %bb1_t0) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

