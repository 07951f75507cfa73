
// Tests nested scf.if with transient allocations at multiple levels.
// This stresses the region ancestry checks and conservative max computation.

// CHECK-LABEL: @nested_scf_if
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[OUTER_COND:[a-z0-9]+]]: i1, %[[INNER_COND:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @nested_scf_if(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %outer_cond: i1, %inner_cond: i1,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index

  // Conservative max for nested inner if (512 vs 1024) - constants hoisted here.
  // CHECK: %[[INNER_ELSE_SIZE:.+]] = arith.constant 512 : index
  // CHECK: %[[INNER_THEN_SIZE:.+]] = arith.constant 1024 : index
  // CHECK: %[[MAX0:.+]] = arith.maxui %[[INNER_ELSE_SIZE]], %[[INNER_ELSE_SIZE]] : index
  // CHECK: %[[MAX1:.+]] = arith.maxui %[[MAX0]], %[[INNER_THEN_SIZE]] : index
  // CHECK: %[[OUTER_ELSE_SIZE:.+]] = arith.constant 128 : index
  //
  // Pack with 2 slots: slot0 for nested if branches, slot1 for outer else.
  // CHECK: %[[PACK:.+]]:3 = stream.resource.pack slices({
  // CHECK-NEXT:   [0, 0] = %[[MAX1]],
  // CHECK-NEXT:   [0, 0] = %[[OUTER_ELSE_SIZE]]
  // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
  // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
  // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}

  // CHECK: %{{.+}} = scf.if %[[OUTER_COND]]
  %final_tp = scf.if %outer_cond -> !stream.timepoint {
    // CHECK: %{{.+}} = scf.if %[[INNER_COND]]
    %nested_tp = scf.if %inner_cond -> !stream.timepoint {
      // CHECK: %{{.+}} = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
      // CHECK: stream.cmd.execute await(%[[INPUT_TIMEPOINT]])
      %t0, %tp0 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c1024} => !stream.timepoint
      %e0 = stream.cmd.execute await(%tp0) => with(%t0 as %c: !stream.resource<transient>{%c1024}) {
        stream.cmd.fill %c0_i32, %c[%c0 for %c1024] : i32 -> !stream.resource<transient>{%c1024}
      } => !stream.timepoint
      %dt0 = stream.resource.dealloca await(%e0) => %t0 : !stream.resource<transient>{%c1024} => !stream.timepoint
      scf.yield %dt0 : !stream.timepoint
    } else {
      %t1, %tp1 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c512} => !stream.timepoint
      %e1 = stream.cmd.execute await(%tp1) => with(%t1 as %c: !stream.resource<transient>{%c512}) {
        stream.cmd.fill %c0_i32, %c[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
      } => !stream.timepoint
      %dt1 = stream.resource.dealloca await(%e1) => %t1 : !stream.resource<transient>{%c512} => !stream.timepoint
      scf.yield %dt1 : !stream.timepoint
    }
    scf.yield %nested_tp : !stream.timepoint
  } else {
    // CHECK: stream.cmd.execute
    // Outer else branch with different size.
    %t2, %tp2 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c128} => !stream.timepoint
    %e2 = stream.cmd.execute await(%tp2) => with(%t2 as %c: !stream.resource<transient>{%c128}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c128] : i32 -> !stream.resource<transient>{%c128}
    } => !stream.timepoint
    %dt2 = stream.resource.dealloca await(%e2) => %t2 : !stream.resource<transient>{%c128} => !stream.timepoint
    scf.yield %dt2 : !stream.timepoint
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

