
// Tests multiple allocations in each branch with different sizes.
// This stresses the conservative max computation with many values.

// CHECK-LABEL: @scf_if_multiple_allocations_per_branch
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[COND:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @scf_if_multiple_allocations_per_branch(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %cond: i1,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK-DAG: %[[ELSE_FIRST_SIZE:.+]] = arith.constant 128 : index
  %c128 = arith.constant 128 : index
  // CHECK-DAG: %[[ELSE_SECOND_SIZE:.+]] = arith.constant 256 : index
  %c256 = arith.constant 256 : index
  // CHECK-DAG: %[[THEN_FIRST_SIZE:.+]] = arith.constant 512 : index
  %c512 = arith.constant 512 : index

  // Conservative max computations for slot 0 (128 vs 512).
  // CHECK: %[[SLOT0_MAX0:.+]] = arith.maxui %[[ELSE_FIRST_SIZE]], %[[ELSE_FIRST_SIZE]] : index
  // CHECK: %[[THEN_SECOND_SIZE:.+]] = arith.constant 1024 : index
  %c1024 = arith.constant 1024 : index
  // Conservative max computations for slot 1 (256 vs 1024).
  // CHECK: %[[SLOT1_MAX0:.+]] = arith.maxui %[[ELSE_SECOND_SIZE]], %[[ELSE_SECOND_SIZE]] : index
  // CHECK: %[[SLOT0_MAX:.+]] = arith.maxui %[[SLOT0_MAX0]], %[[THEN_FIRST_SIZE]] : index
  // CHECK: %[[SLOT1_MAX:.+]] = arith.maxui %[[SLOT1_MAX0]], %[[THEN_SECOND_SIZE]]
  //
  // Pack with 2 slots for 2 allocations per branch.
  // CHECK: %[[PACK:.+]]:3 = stream.resource.pack slices({
  // CHECK-NEXT:   [0, 0] = %[[SLOT0_MAX]],
  // CHECK-NEXT:   [0, 0] = %[[SLOT1_MAX]]
  // CHECK-NEXT: }) : index attributes {stream.experimental.transients}

  // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
  // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}

  // scf.if with both branches using subviews, joins at end.
  // CHECK: scf.if %[[COND]]
  %final_tp = scf.if %cond -> !stream.timepoint {
    // Then branch: two allocations awaiting input timepoint.
    // CHECK: %[[THEN_SUB0:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
    %t0, %tp0 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c512} => !stream.timepoint
    // CHECK: %[[THEN_EXEC0:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[THEN_SUB0]] as %[[THEN_CAP0:.+]]: !stream.resource<transient>{%[[THEN_FIRST_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[THEN_CAP0]][%[[ZERO_INDEX]] for %[[THEN_FIRST_SIZE]]] : i32 -> !stream.resource<transient>{%[[THEN_FIRST_SIZE]]}
    // CHECK: } => !stream.timepoint
    %e0 = stream.cmd.execute await(%tp0) => with(%t0 as %c: !stream.resource<transient>{%c512}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
    } => !stream.timepoint
    %dt0 = stream.resource.dealloca await(%e0) => %t0 : !stream.resource<transient>{%c512} => !stream.timepoint

    // CHECK: %[[THEN_SUB1:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#2]
    %t1, %tp1 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c1024} => !stream.timepoint
    // CHECK: %[[THEN_EXEC1:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[THEN_SUB1]] as %[[THEN_CAP1:.+]]: !stream.resource<transient>{%[[THEN_SECOND_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[THEN_CAP1]][%[[ZERO_INDEX]] for %[[THEN_SECOND_SIZE]]] : i32 -> !stream.resource<transient>{%[[THEN_SECOND_SIZE]]}
    // CHECK: } => !stream.timepoint
    %e1 = stream.cmd.execute await(%tp1) => with(%t1 as %c: !stream.resource<transient>{%c1024}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c1024] : i32 -> !stream.resource<transient>{%c1024}
    } => !stream.timepoint
    %dt1 = stream.resource.dealloca await(%e1) => %t1 : !stream.resource<transient>{%c1024} => !stream.timepoint

    // CHECK: %[[THEN_JOINED:.+]] = stream.timepoint.join max(%[[THEN_EXEC0]], %[[THEN_EXEC1]]) => !stream.timepoint
    %joined = stream.timepoint.join max(%dt0, %dt1) => !stream.timepoint
    // CHECK: scf.yield %[[THEN_JOINED]] : !stream.timepoint
    scf.yield %joined : !stream.timepoint
  } else {
    // Else branch: two different allocations awaiting input timepoint.
    // CHECK: %[[ELSE_SUB0:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
    %t2, %tp2 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c128} => !stream.timepoint
    // CHECK: %[[ELSE_EXEC0:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[ELSE_SUB0]] as %[[ELSE_CAP0:.+]]: !stream.resource<transient>{%[[ELSE_FIRST_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[ELSE_CAP0]][%[[ZERO_INDEX]] for %[[ELSE_FIRST_SIZE]]] : i32 -> !stream.resource<transient>{%[[ELSE_FIRST_SIZE]]}
    // CHECK: } => !stream.timepoint
    %e2 = stream.cmd.execute await(%tp2) => with(%t2 as %c: !stream.resource<transient>{%c128}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c128] : i32 -> !stream.resource<transient>{%c128}
    } => !stream.timepoint
    %dt2 = stream.resource.dealloca await(%e2) => %t2 : !stream.resource<transient>{%c128} => !stream.timepoint

    // CHECK: %[[ELSE_SUB1:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#2]
    %t3, %tp3 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c256} => !stream.timepoint
    // CHECK: %[[ELSE_EXEC1:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[ELSE_SUB1]] as %[[ELSE_CAP1:.+]]: !stream.resource<transient>{%[[ELSE_SECOND_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[ELSE_CAP1]][%[[ZERO_INDEX]] for %[[ELSE_SECOND_SIZE]]] : i32 -> !stream.resource<transient>{%[[ELSE_SECOND_SIZE]]}
    // CHECK: } => !stream.timepoint
    %e3 = stream.cmd.execute await(%tp3) => with(%t3 as %c: !stream.resource<transient>{%c256}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c256] : i32 -> !stream.resource<transient>{%c256}
    } => !stream.timepoint
    %dt3 = stream.resource.dealloca await(%e3) => %t3 : !stream.resource<transient>{%c256} => !stream.timepoint

    // CHECK: %[[ELSE_JOINED:.+]] = stream.timepoint.join max(%[[ELSE_EXEC0]], %[[ELSE_EXEC1]]) => !stream.timepoint
    %joined = stream.timepoint.join max(%dt2, %dt3) => !stream.timepoint
    // CHECK: scf.yield %[[ELSE_JOINED]] : !stream.timepoint
    scf.yield %joined : !stream.timepoint
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

