
// Tests that an immediate timepoint passed along a block edge is propagated.

// CHECK-LABEL: util.func public @branch
util.func public @branch() -> !stream.timepoint {
  %t0 = stream.timepoint.immediate => !stream.timepoint
  // CHECK: cf.br ^bb1
  cf.br ^bb1(%t0 : !stream.timepoint)
// CHECK-NEXT: ^bb1(%[[BB1_T0:.+]]: !stream.timepoint)
^bb1(%bb1_t0: !stream.timepoint):
  // CHECK-NEXT: %[[BB1_T0_IMMEDIATE:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: stream.timepoint.join max(%[[BB1_T0_IMMEDIATE]])
  %t1 = stream.timepoint.join max(%bb1_t0) => !stream.timepoint
  // CHECK-NEXT: %[[JOIN_IMMEDIATE:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: util.return %[[JOIN_IMMEDIATE]]
  util.return %t1 : !stream.timepoint
}

