
// Tests that a select between immediate values is marked immediate.

// CHECK-LABEL: @selectSame
util.func public @selectSame(%cond: i1) -> !stream.timepoint {
  %imm0 = stream.timepoint.immediate => !stream.timepoint
  %imm1 = stream.timepoint.immediate => !stream.timepoint
  // CHECK: arith.select
  // CHECK-NEXT: %[[SELECT_IMM:.+]] = stream.timepoint.immediate
  %select = arith.select %cond, %imm0, %imm1 : !stream.timepoint
  // CHECK: util.return %[[SELECT_IMM]]
  util.return %select : !stream.timepoint
}

