
// Tests that a select with one or more unknown value is not marked immediate.

// CHECK-LABEL: @selectDifferent
util.func public @selectDifferent(%cond: i1, %unknown: !stream.timepoint) -> !stream.timepoint {
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK: %[[SELECT:.+]] = arith.select
  %select = arith.select %cond, %imm, %unknown : !stream.timepoint
  // CHECK: util.return %[[SELECT]]
  util.return %select : !stream.timepoint
}

