
// Tests hoisting with multiple levels of SCF nesting.

// CHECK-LABEL: @nested_scf_regions
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[COND1:[a-z0-9]+]]: i1, %[[COND2:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @nested_scf_regions(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %cond1: i1, %cond2: i1,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  %c256 = arith.constant 256 : index
  // CHECK-DAG: %[[INNER_THEN_SIZE:.+]] = arith.constant 512 : index
  %c512 = arith.constant 512 : index
  // CHECK-DAG: %[[INNER_ELSE_SIZE:.+]] = arith.constant 1024 : index
  %c1024 = arith.constant 1024 : index

  // Outer scf.if containing allocation logic.
  // CHECK: scf.if %[[COND1]] -> (!stream.timepoint)
  %final_tp = scf.if %cond1 -> !stream.timepoint {
    // Compute size in outer scf.if.
    // Inner scf.if for size (original - used at execution).
    // CHECK: %[[OUTER_SIZE:.+]] = scf.if %[[COND2]] -> (index)
    %outer_size = scf.if %cond2 -> index {
      // CHECK: scf.yield %[[INNER_THEN_SIZE]] : index
      scf.yield %c512 : index
    } else {
      // CHECK: scf.yield %[[INNER_ELSE_SIZE]] : index
      scf.yield %c1024 : index
    }

    // Cloned inner scf.if for pack (hoisted within outer branch).
    // CHECK: %[[OUTER_SIZE_CLONE:.+]] = scf.if %[[COND2]] -> (index)
    //
    // Pack inside outer then branch (but before execution).
    // CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
    // CHECK-NEXT:   [0, 0] = %[[OUTER_SIZE_CLONE]]
    // CHECK-NEXT: }) : index attributes {stream.experimental.transients}

    // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
    // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}

    // Allocate in nested scf.if with size from above, awaiting input timepoint.
    // CHECK: %[[TRANSIENT_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
    %t, %alloc_tp = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%outer_size} => !stream.timepoint
    // CRITICAL: Execute awaits input timepoint (alloca removed, timeline preserved).
    // Subview from alloca replacement flows into execute.
    // CHECK: %[[EXEC_TP:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[TRANSIENT_SUBVIEW]] as %[[CAPTURE:.+]]: !stream.resource<transient>{%[[OUTER_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[CAPTURE]][%[[ZERO_INDEX]] for %[[OUTER_SIZE]]] : i32 -> !stream.resource<transient>{%[[OUTER_SIZE]]}
    // CHECK: } => !stream.timepoint
    %exec_tp = stream.cmd.execute await(%alloc_tp) => with(%t as %c: !stream.resource<transient>{%outer_size}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %outer_size] : i32 -> !stream.resource<transient>{%outer_size}
    } => !stream.timepoint
    %dealloc_tp = stream.resource.dealloca await(%exec_tp) => %t : !stream.resource<transient>{%outer_size} => !stream.timepoint
    scf.yield %dealloc_tp : !stream.timepoint
  } else {
    %imm = stream.timepoint.immediate => !stream.timepoint
    scf.yield %imm : !stream.timepoint
  }

  %result, %result_tp = stream.resource.transients await(%final_tp) => %arg0 : !stream.resource<*>{%arg0_size}
      from %storage : !stream.resource<transient>{%storage_size}
      => !stream.timepoint

  // CHECK-NOT: stream.resource.alloca
  // CHECK-NOT: stream.resource.dealloca
  // CHECK-NOT: stream.resource.transients
  // CHECK: util.return %[[ARG0]], %[[ARG0_SIZE]]
  util.return %result, %arg0_size : !stream.resource<*>, index
}

