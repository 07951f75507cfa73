
// Tests SCF control flow with transients in both branches.

// CHECK-LABEL: @scf_if_transient_in_both
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[COND:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @scf_if_transient_in_both(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %cond: i1,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK-DAG: %[[ELSE_BUFFER_SIZE:.+]] = arith.constant 256 : index
  %c256 = arith.constant 256 : index
  // CHECK-DAG: %[[THEN_BUFFER_SIZE:.+]] = arith.constant 512 : index
  %c512 = arith.constant 512 : index

  // Conservative max for mutually exclusive branches.
  // CHECK: %[[MAX0:.+]] = arith.maxui %[[ELSE_BUFFER_SIZE]], %[[ELSE_BUFFER_SIZE]] : index
  // CHECK: %[[MAX:.+]] = arith.maxui %[[MAX0]], %[[THEN_BUFFER_SIZE]] : index
  //
  // Single slot packing (both branches use same offset).
  // CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
  // CHECK-NEXT:   [0, 0] = %[[MAX]]
  // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
  //
  // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
  //
  // Storage subview.
  // CHECK: %[[STORAGE_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}

  // Different transient allocations in each branch, both awaiting input timepoint.
  // CHECK: %[[FINAL_TP:.+]] = scf.if %[[COND]] -> (!stream.timepoint) {
  %final_tp = scf.if %cond -> !stream.timepoint {
    // Then branch subview uses original alloca size (not conservative max).
    // CHECK: %[[THEN_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_SUBVIEW]][%[[PACK]]#1] : !stream.resource<transient>{%[[PACK]]#0} -> !stream.resource<transient>{%[[THEN_BUFFER_SIZE]]}
    %t0, %tp0 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c512} => !stream.timepoint
    // CRITICAL: Then branch executes await input timepoint (alloca removed, timeline preserved).
    // CHECK: %[[THEN_EXEC:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[THEN_SUBVIEW]] as %[[THEN_CAP:.+]]: !stream.resource<transient>{%[[THEN_BUFFER_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[THEN_CAP]][%[[ZERO_INDEX]] for %[[THEN_BUFFER_SIZE]]] : i32 -> !stream.resource<transient>{%[[THEN_BUFFER_SIZE]]}
    // CHECK: } => !stream.timepoint
    %e0 = stream.cmd.execute await(%tp0) => with(%t0 as %c: !stream.resource<transient>{%c512}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
    } => !stream.timepoint
    %dt0 = stream.resource.dealloca await(%e0) => %t0 : !stream.resource<transient>{%c512} => !stream.timepoint
    // CHECK: scf.yield %[[THEN_EXEC]] : !stream.timepoint
    scf.yield %dt0 : !stream.timepoint
  // CHECK: } else {
  } else {
    // Else branch subview uses original alloca size (same offset due to slot sharing, but different size).
    // CHECK: %[[ELSE_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_SUBVIEW]][%[[PACK]]#1] : !stream.resource<transient>{%[[PACK]]#0} -> !stream.resource<transient>{%[[ELSE_BUFFER_SIZE]]}
    %t1, %tp1 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c256} => !stream.timepoint
    // CRITICAL: Else branch executes await input timepoint (alloca removed, timeline preserved).
    // CHECK: %[[ELSE_EXEC:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[ELSE_SUBVIEW]] as %[[ELSE_CAP:.+]]: !stream.resource<transient>{%[[ELSE_BUFFER_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[ELSE_CAP]][%[[ZERO_INDEX]] for %[[ELSE_BUFFER_SIZE]]] : i32 -> !stream.resource<transient>{%[[ELSE_BUFFER_SIZE]]}
    // CHECK: } => !stream.timepoint
    %e1 = stream.cmd.execute await(%tp1) => with(%t1 as %c: !stream.resource<transient>{%c256}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c256] : i32 -> !stream.resource<transient>{%c256}
    } => !stream.timepoint
    %dt1 = stream.resource.dealloca await(%e1) => %t1 : !stream.resource<transient>{%c256} => !stream.timepoint
    // CHECK: scf.yield %[[ELSE_EXEC]] : !stream.timepoint
    scf.yield %dt1 : !stream.timepoint
  // CHECK: }
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

