
// Tests computed sizes (not just constants) in mutually exclusive branches.
// This verifies that backward slicing handles arithmetic operations across
// region boundaries by hoisting them to a common dominator.

// CHECK-LABEL: @scf_if_computed_sizes
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[COND:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[BASE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @scf_if_computed_sizes(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %cond: i1,
  %base_size: index,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK-DAG: %[[ELSE_MULTIPLIER:.+]] = arith.constant 2 : index
  %c2 = arith.constant 2 : index
  // CHECK-DAG: %[[THEN_MULTIPLIER:.+]] = arith.constant 4 : index
  %c4 = arith.constant 4 : index

  // CRITICAL: Cross-region hoisting - arith.muli ops hoisted BEFORE scf.if.
  // CHECK: %[[SIZE_ELSE:.+]] = arith.muli %[[BASE_SIZE]], %[[ELSE_MULTIPLIER]] : index
  // CHECK: %[[SIZE_THEN:.+]] = arith.muli %[[BASE_SIZE]], %[[THEN_MULTIPLIER]] : index
  //
  // Conservative max using hoisted computed sizes.
  // CHECK: %[[MAX0:.+]] = arith.maxui %[[SIZE_ELSE]], %[[SIZE_ELSE]] : index
  // CHECK: %[[MAX:.+]] = arith.maxui %[[MAX0]], %[[SIZE_THEN]] : index
  //
  // Single slot packing with conservative max size.
  // CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
  // CHECK-NEXT: [0, 0] = %[[MAX]]
  // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
  // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
  // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}

  // scf.if with recomputed sizes inside branches, both await input timepoint.
  // CHECK: scf.if %[[COND]]
  %final_tp = scf.if %cond -> !stream.timepoint {
    // Then branch: base_size * 4, awaiting input timepoint.
    // Recomputed size for execution (original used for pack).
    // CHECK: %[[SIZE_THEN_RECOMP:.+]] = arith.muli %[[BASE_SIZE]], %[[THEN_MULTIPLIER]] : index
    %size0 = arith.muli %base_size, %c4 : index
    // CHECK: %[[THEN_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
    %t0, %tp0 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size0} => !stream.timepoint
    // CHECK: %[[THEN_EXEC:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[THEN_SUBVIEW]] as %[[THEN_CAP:.+]]: !stream.resource<transient>{%[[SIZE_THEN_RECOMP]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[THEN_CAP]][%[[ZERO_INDEX]] for %[[SIZE_THEN_RECOMP]]] : i32 -> !stream.resource<transient>{%[[SIZE_THEN_RECOMP]]}
    // CHECK: } => !stream.timepoint
    %e0 = stream.cmd.execute await(%tp0) => with(%t0 as %c: !stream.resource<transient>{%size0}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %size0] : i32 -> !stream.resource<transient>{%size0}
    } => !stream.timepoint
    %dt0 = stream.resource.dealloca await(%e0) => %t0 : !stream.resource<transient>{%size0} => !stream.timepoint
    // CHECK: scf.yield %[[THEN_EXEC]] : !stream.timepoint
    scf.yield %dt0 : !stream.timepoint
  // CHECK: } else {
  } else {
    // Else branch: base_size * 2, awaiting input timepoint.
    // Recomputed size for execution.
    // CHECK: %[[SIZE_ELSE_RECOMP:.+]] = arith.muli %[[BASE_SIZE]], %[[ELSE_MULTIPLIER]] : index
    %size1 = arith.muli %base_size, %c2 : index
    // CHECK: %[[ELSE_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
    %t1, %tp1 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size1} => !stream.timepoint
    // CHECK: %[[ELSE_EXEC:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[ELSE_SUBVIEW]] as %[[ELSE_CAP:.+]]: !stream.resource<transient>{%[[SIZE_ELSE_RECOMP]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[ELSE_CAP]][%[[ZERO_INDEX]] for %[[SIZE_ELSE_RECOMP]]] : i32 -> !stream.resource<transient>{%[[SIZE_ELSE_RECOMP]]}
    // CHECK: } => !stream.timepoint
    %e1 = stream.cmd.execute await(%tp1) => with(%t1 as %c: !stream.resource<transient>{%size1}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %size1] : i32 -> !stream.resource<transient>{%size1}
    } => !stream.timepoint
    %dt1 = stream.resource.dealloca await(%e1) => %t1 : !stream.resource<transient>{%size1} => !stream.timepoint
    // CHECK: scf.yield %[[ELSE_EXEC]] : !stream.timepoint
    scf.yield %dt1 : !stream.timepoint
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

